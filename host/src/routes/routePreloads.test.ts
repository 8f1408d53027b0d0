import { REMOTE_PAGES } from '@moneta/shared';
import routePreloads from '../../routePreloads.cjs';

describe('route preloads', () => {
  it('cover exactly the addresses that render a remote page, with that page', () => {
    expect(Object.keys(routePreloads).sort()).toEqual(REMOTE_PAGES.map((page) => page.route).sort());
    for (const { route, remote } of REMOTE_PAGES) expect(routePreloads[route]).toMatchObject({ remote });
  });

  it('give every address the layouts AppRoutes renders around its page', () => {
    for (const [path, { chunks }] of Object.entries(routePreloads)) {
      expect(chunks).toEqual(expect.arrayContaining(['antd-layout', 'remote-page']));
      expect(chunks.includes('dashboard-layout')).toBe(path.startsWith('/dashboard'));
    }
  });
});
