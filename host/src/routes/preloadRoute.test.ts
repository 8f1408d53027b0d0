import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetRemotePage, loadRemotePage } from '../remotes/loadRemotePage';
import { preloadRoute } from './preloadRoute';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('../shell/AntdLayout', () => ({ __esModule: true, default: () => null }));
jest.mock('../shell/DashboardLayout', () => ({ __esModule: true, default: () => null }));
jest.mock('../remotes/RemotePage', () => ({ __esModule: true, default: () => null }));

const loadRemoteMock = jest.mocked(loadRemote);
const Page = () => null;

beforeEach(() => {
  loadRemoteMock.mockReset();
  globalThis.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => ({ remote_auth: '/remote-auth/mf-manifest.json' }),
  });
});

describe('preloadRoute', () => {
  it('fetches nothing for an address without a remote page', () => {
    preloadRoute('/');
    preloadRoute('/privacy');
    expect(fetch).not.toHaveBeenCalled();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it("starts loading the address's remote page, which the page's own render then shares", async () => {
    loadRemoteMock.mockResolvedValue({ default: Page });
    preloadRoute('/signup/');
    const loaded = await loadRemotePage('remote_auth/SignUpPage');
    expect(loaded.default).toBe(Page);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_auth', entry: '/remote-auth/mf-manifest.json' },
    ]);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('remote_auth/SignUpPage');
  });

  it('keeps a failed preload for the page to show, until it is forgotten for a retry', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('remote_auth is down'));
    preloadRoute('/login');
    await expect(loadRemotePage('remote_auth/LoginPage')).rejects.toThrow('remote_auth is down');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);

    forgetRemotePage('remote_auth/LoginPage');
    loadRemoteMock.mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('remote_auth/LoginPage')).resolves.toEqual({ default: Page });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
