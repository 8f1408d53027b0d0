// Remotes' releases: the store served at /releases/, and the release manifest read at run time, so that a switch
// or a rollback reaches the next page load (its remote config and its preloads) without a restart.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultManifestUrl, REMOTES } from '@moneta/shared/contract';
import { createTestApp, createTestDatabase, testConfig, type TestDatabase } from './helpers';

const INDEX_HTML = '<!doctype html><html><head><title>Moneta</title></head><body></body></html>';
const V1 = '1.0.0+20261129090000.abc1234';
const V2 = '1.1.0+20261129100000.def5678';

let testDb: TestDatabase;
let root: string;
let store: string;
let app: FastifyInstance;

function write(file: string, content: string) {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

/** What the federation plugin writes of the goals page, in a build folder or a release. */
function writeGoalsBuild(dir: string, page: string) {
  write(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { name: 'remote_goals', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './GoalsPage', assets: { js: { sync: [page], async: [] }, css: { sync: [], async: [] } } },
      ],
    }),
  );
  write(join(dir, 'remoteEntry.js'), 'var remote_goals;');
  write(join(dir, page), 'export {}');
  write(join(dir, `${page}.map`), '{}');
}

/** Replaces the release manifest as the release command does: a new file renamed into place. */
function switchManifest(versions: Record<string, string>) {
  const temporary = join(store, 'manifest.json.tmp');
  writeFileSync(temporary, JSON.stringify(versions));
  renameSync(temporary, join(store, 'manifest.json'));
}

const page = (url = '/dashboard/goals') =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The inline remote config of a served page. */
function inlineConfig(body: string): Record<string, string> {
  const json = /<script id="moneta-remotes" type="application\/json">(.*?)<\/script>/.exec(body)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, string>;
}

function preloads(body: string): string[] {
  return [...body.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  root = mkdtempSync(join(tmpdir(), 'moneta-releases-'));
  store = join(root, 'store');
  write(join(root, 'host/dist/index.html'), INDEX_HTML);
  write(
    join(root, 'host/dist/route-preloads.json'),
    JSON.stringify({ '/dashboard/goals': { files: [], remote: 'remote_goals' } }),
  );
  writeGoalsBuild(join(root, 'remote-goals/dist'), '__federation_expose_GoalsPage.00000000.js');
  writeGoalsBuild(join(store, 'remote-goals', V1), '__federation_expose_GoalsPage.11111111.js');
  writeGoalsBuild(join(store, 'remote-goals', V2), '__federation_expose_GoalsPage.22222222.js');
  write(join(store, 'history.jsonl'), '{"remote":"remote-goals"}\n');
  ({ app } = await createTestApp(testDb.database, { STATIC_ROOT: root, RELEASE_STORE: store }));
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => rmSync(join(store, 'manifest.json'), { force: true }));

describe('without a release manifest', () => {
  it("serves each remote from its own build folder, as before, and preloads the goals page's files there", async () => {
    const response = await page();
    expect(inlineConfig(response.body)).toEqual(
      Object.fromEntries(REMOTES.map((remote) => [remote.name, defaultManifestUrl(remote)])),
    );
    expect(preloads(response.body)).toEqual([
      '/remote-goals/mf-manifest.json',
      '/remote-goals/remoteEntry.js',
      '/remote-goals/__federation_expose_GoalsPage.00000000.js',
    ]);
  });
});

describe('with a release manifest', () => {
  it('serves the live release in the remote config, /remotes.json and the preloads, and follows each switch', async () => {
    switchManifest({ 'remote-goals': V1 });
    const first = await page();
    expect(inlineConfig(first.body).remote_goals).toBe(`/releases/remote-goals/${V1}/mf-manifest.json`);
    expect(inlineConfig(first.body).remote_auth).toBe('/remote-auth/mf-manifest.json');
    expect(preloads(first.body)).toEqual([
      `/releases/remote-goals/${V1}/mf-manifest.json`,
      `/releases/remote-goals/${V1}/remoteEntry.js`,
      `/releases/remote-goals/${V1}/__federation_expose_GoalsPage.11111111.js`,
    ]);
    const remotes = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(remotes.json().remote_goals).toBe(`/releases/remote-goals/${V1}/mf-manifest.json`);

    switchManifest({ 'remote-goals': V2 });
    expect(preloads((await page()).body)).toContain(
      `/releases/remote-goals/${V2}/__federation_expose_GoalsPage.22222222.js`,
    );

    // Rolled back to the remote's own build folder.
    switchManifest({});
    expect(inlineConfig((await page()).body).remote_goals).toBe('/remote-goals/mf-manifest.json');
  });

  it('ignores a manifest that is not valid, keeping the last good one', async () => {
    switchManifest({ 'remote-goals': V1 });
    expect(inlineConfig((await page()).body).remote_goals).toContain(V1);
    for (const bad of ['{"remote-goals": "../../host"}', '{"remote-goals": "1\\"><script>"}', 'not json']) {
      writeFileSync(join(store, 'manifest.json'), bad);
      expect(inlineConfig((await page()).body).remote_goals).toContain(V1);
    }
  });

  it("ignores entries of folders that are not the registry's remotes", async () => {
    switchManifest({ 'remote-nope': V1 });
    expect(inlineConfig((await page()).body).remote_goals).toBe('/remote-goals/mf-manifest.json');
  });
});

describe('the store at /releases/', () => {
  it("serves a release's files, its manifest and entry included, cached for a year", async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', '__federation_expose_GoalsPage.11111111.js']) {
      const response = await app.inject({ method: 'GET', url: `/releases/remote-goals/${V1}/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("serves none of the store's other files, nor a release's source maps", async () => {
    write(join(store, 'remote-goals', '.staging-1a2b', 'remoteEntry.js'), 'var half;');
    write(join(store, 'remote-nope', V1, 'remoteEntry.js'), 'var nope;');
    switchManifest({ 'remote-goals': V1 });
    for (const url of [
      '/releases/manifest.json',
      '/releases/history.jsonl',
      '/releases/remote-goals/.staging-1a2b/remoteEntry.js',
      `/releases/remote-nope/${V1}/remoteEntry.js`,
      `/releases/remote-goals/${V1}/__federation_expose_GoalsPage.11111111.js.map`,
      `/releases/remote-goals/${V1}/../../manifest.json`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('a store on a CDN', () => {
  it('points the remote config at the CDN, allows its origin in the CSP and preloads only the manifest', async () => {
    const cdn = await createTestApp(testDb.database, {
      STATIC_ROOT: root,
      RELEASE_STORE: store,
      RELEASE_BASE_URL: 'https://cdn.example/moneta/releases/',
    });
    try {
      switchManifest({ 'remote-goals': V1 });
      const response = await cdn.app.inject({
        method: 'GET',
        url: '/dashboard/goals',
        headers: { accept: 'text/html' },
      });
      const manifest = `https://cdn.example/moneta/releases/remote-goals/${V1}/mf-manifest.json`;
      expect(inlineConfig(response.body).remote_goals).toBe(manifest);
      expect(preloads(response.body)).toEqual([manifest]);
      expect(String(response.headers['content-security-policy'])).toContain(
        "script-src 'self' https://cdn.example",
      );
    } finally {
      await cdn.app.close();
    }
  });

  it('keeps the store beside the data and serves it at /releases by default', () => {
    const config = testConfig();
    expect(config.releases).toEqual({ store: join(config.dataDir, 'releases'), baseUrl: '/releases' });
  });

  it('refuses a base that is neither a path nor a URL, by name', () => {
    expect(() => testConfig({ RELEASE_BASE_URL: 'releases' })).toThrow(/RELEASE_BASE_URL/);
  });
});
