import { registerRemotes } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./remoteFacades', () => ({}));

const CONFIG = { remote_auth: '/remote-auth/mf-manifest.json' };

/** A fresh copy of the module: it registers once per page. */
function loadConfigModule(): typeof import('./config') {
  let loaded!: typeof import('./config');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./config');
  });
  return loaded;
}

describe('ensureRemotesRegistered', () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    jest.mocked(registerRemotes).mockClear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    document.head.innerHTML = '';
  });

  it('registers the config the server put in the page, without a request', async () => {
    document.head.innerHTML = `<script id="moneta-remotes" type="application/json">${JSON.stringify(CONFIG)}</script>`;
    await expect(loadConfigModule().ensureRemotesRegistered()).resolves.toEqual(CONFIG);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remote_auth', entry: CONFIG.remote_auth }]);
  });

  it('fetches /remotes.json when the page carries no config (a host served as plain files)', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => CONFIG });
    await expect(loadConfigModule().ensureRemotesRegistered()).resolves.toEqual(CONFIG);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503 });
    fetchMock.mockResolvedValueOnce({ ok: true, json: async () => CONFIG });
    const { ensureRemotesRegistered } = loadConfigModule();
    await expect(ensureRemotesRegistered()).rejects.toThrow('Remote configuration unavailable (503)');
    await expect(ensureRemotesRegistered()).resolves.toEqual(CONFIG);
  });
});
