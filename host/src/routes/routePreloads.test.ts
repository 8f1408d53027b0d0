import { REMOTE_PAGES } from '@moneta/shared';
import routePreloads from '../../routePreloads.cjs';

const { '/': landing, ...remoteRoutes } = routePreloads;

describe('route preloads', () => {
  it('cover the landing page and exactly the addresses that render a remote page, with that page', () => {
    expect(landing).toEqual({ chunks: ['landing'] });
    expect(Object.keys(remoteRoutes).sort()).toEqual(REMOTE_PAGES.map((page) => page.route).sort());
    for (const { route, remote } of REMOTE_PAGES) expect(routePreloads[route]).toMatchObject({ remote });
  });

  it('give every remote page the layouts AppRoutes renders around it', () => {
    for (const [path, { chunks }] of Object.entries(remoteRoutes)) {
      expect(chunks).toEqual(expect.arrayContaining(['antd-layout', 'remote-page']));
      expect(chunks.includes('dashboard-layout')).toBe(path.startsWith('/dashboard'));
    }
  });
});
