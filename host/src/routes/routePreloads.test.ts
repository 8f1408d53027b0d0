import routePreloads from '../../routePreloads.cjs';
import { REMOTE_ROUTES } from './remoteRoutes';

describe('route preloads', () => {
  it('cover exactly the addresses that render a remote page', () => {
    expect(Object.keys(routePreloads).sort()).toEqual(Object.keys(REMOTE_ROUTES).sort());
  });

  it('give every address the layouts AppRoutes renders around its page', () => {
    for (const [path, chunks] of Object.entries(routePreloads)) {
      expect(chunks).toEqual(expect.arrayContaining(['antd-layout', 'remote-page']));
      expect(chunks.includes('dashboard-layout')).toBe(path.startsWith('/dashboard'));
    }
  });
});
