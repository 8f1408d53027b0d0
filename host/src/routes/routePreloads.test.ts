import { REMOTE_NAMES } from '@moneta/shared';
import routePreloads from '../../routePreloads.cjs';
import { REMOTE_ROUTES } from './remoteRoutes';

describe('route preloads', () => {
  it('cover exactly the addresses that render a remote page, with that page', () => {
    expect(Object.keys(routePreloads).sort()).toEqual(Object.keys(REMOTE_ROUTES).sort());
    for (const [path, { remote }] of Object.entries(REMOTE_ROUTES)) {
      expect(routePreloads[path]).toMatchObject({ remote });
    }
  });

  it('give every address the layouts AppRoutes renders around its page', () => {
    for (const [path, { chunks }] of Object.entries(routePreloads)) {
      expect(chunks).toEqual(expect.arrayContaining(['antd-layout', 'remote-page']));
      expect(chunks.includes('dashboard-layout')).toBe(path.startsWith('/dashboard'));
    }
  });

  it('name only remotes the suite has', () => {
    for (const { remote } of Object.values(REMOTE_ROUTES)) expect(REMOTE_NAMES).toContain(remote);
  });
});
