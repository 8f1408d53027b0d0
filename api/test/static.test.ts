import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultManifestUrl, REMOTES as REGISTRY, SUPPORT_EMAIL_META } from '@moneta/shared/contract';
import { cacheControlFor } from '../src/static';
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers';

const INDEX_HTML =
  '<!doctype html><html><head><title>Moneta</title></head><body><div id="root">Moneta</div></body></html>';

/** The remote config of this file's app: each registered remote's default, with remote_account on another origin. */
const REMOTES = {
  ...Object.fromEntries(REGISTRY.map((remote) => [remote.name, defaultManifestUrl(remote)])),
  remote_account: 'https://account.cdn.example/v2/mf-manifest.json',
};
const REMOTES_SCRIPT = `<script id="moneta-remotes" type="application/json">${JSON.stringify(REMOTES)}</script>`;
/** This file's app is given a support address of its own. */
const SUPPORT_EMAIL = 'help@bank.example';
const SUPPORT_META = `<meta name="${SUPPORT_EMAIL_META}" content="${SUPPORT_EMAIL}">`;

/** index.html as served for a client route: the support address, the remote config, then the address's preload links. */
function servedPage(links = ''): string {
  return INDEX_HTML.replace('</head>', `${SUPPORT_META}${REMOTES_SCRIPT}${links}</head>`);
}

let testDb: TestDatabase;
let staticRoot: string;
let app: FastifyInstance;

function write(path: string, content: string) {
  const file = join(staticRoot, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  staticRoot = mkdtempSync(join(tmpdir(), 'moneta-static-'));
  write('host/dist/index.html', INDEX_HTML);
  write('host/dist/main.1a2b3c4d.js', 'console.info("host")');
  write('host/dist/main.1a2b3c4d.js.br', 'brotli bytes');
  write('host/dist/main.1a2b3c4d.js.gz', 'gzip bytes');
  write('host/dist/main.1a2b3c4d.js.map', '{"sources":["webpack://host/src/index.ts"]}');
  write('host/dist/sw.js', 'self.addEventListener("install", () => {})');
  write('host/dist/manifest.webmanifest', '{"name":"Moneta"}');
  // What the federation plugin writes of a remote's container and its exposed pages (tooling/webpack.cjs).
  write(
    'remote-auth/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { name: 'remote_auth', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './LoginPage',
          assets: {
            js: { sync: ['__federation_expose_LoginPage.9f8e7d6c.js'], async: ['7840.1a2b3c4d.js'] },
            css: { sync: ['login.5e6f7a8b.css'], async: [] },
          },
        },
        {
          path: './SignUpPage',
          assets: {
            js: { sync: ['x.js"><script>alert(1)</script>'], async: [] },
            css: { sync: [], async: [] },
          },
        },
      ],
    }),
  );
  write('remote-auth/dist/remoteEntry.js', 'var remote_auth;');
  write('remote-auth/dist/__federation_expose_LoginPage.9f8e7d6c.js', 'export {}');
  ({ app } = await createTestApp(testDb.database, {
    STATIC_ROOT: staticRoot,
    REMOTE_ACCOUNT_URL: 'https://account.cdn.example/v2/mf-manifest.json',
    SUPPORT_EMAIL,
  }));
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
  rmSync(staticRoot, { recursive: true, force: true });
});

describe('/remotes.json', () => {
  it('maps each federation name to its manifest URL, from the configuration', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(REMOTES);
  });

  it('allows the absolute remote origins in the CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://account.cdn.example");
    expect(csp).toContain("connect-src 'self' https://account.cdn.example");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('built apps', () => {
  it('serves the host at / with index.html revalidated', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed files for a year and revalidates entry points', async () => {
    const hashed = await app.inject({ method: 'GET', url: '/main.1a2b3c4d.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [
      '/sw.js',
      '/manifest.webmanifest',
      '/remote-auth/mf-manifest.json',
      '/remote-auth/remoteEntry.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const chunk = await app.inject({
      method: 'GET',
      url: '/remote-auth/__federation_expose_LoginPage.9f8e7d6c.js',
    });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('keeps the source maps from visitors', async () => {
    for (const url of ['/main.1a2b3c4d.js.map', '/remote-auth/../main.1a2b3c4d.js.map']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sources');
    }
  });

  it('compresses text assets for browsers that accept it', async () => {
    write('host/dist/big.5e6f7a8b.js', `console.info(${JSON.stringify('moneta '.repeat(2000))})`);
    const response = await app.inject({
      method: 'GET',
      url: '/big.5e6f7a8b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(2000);
  });

  it('answers client routes that want HTML with the host index.html', async () => {
    for (const url of ['/dashboard/settings', '/login', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(servedPage());
    }
  });

  it("names the server's support address (SUPPORT_EMAIL) in the page's head, for the screens to show", async () => {
    const response = await app.inject({ method: 'GET', url: '/privacy', headers: { accept: 'text/html' } });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<meta name="moneta-support-email" content="help@bank.example">');
  });

  describe("with the build's route preloads", () => {
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    beforeAll(() => {
      write(
        'host/dist/route-preloads.json',
        JSON.stringify({
          '/login': {
            files: ['/antd-layout.1a2b3c4d.js', '/7840.e78dd070.css', '/x.js"><script>alert(1)</script>'],
            remote: 'remote_auth',
          },
          '/signup': { files: [], remote: 'remote_auth' },
          '/resetpassword': { files: [], remote: 'remote_auth' },
          '/dashboard/profile': { files: [], remote: 'remote_account' },
          '/dashboard/settings': { files: [], remote: 'remote_nope' },
        }),
      );
    });
    afterAll(() => unlinkSync(join(staticRoot, 'host/dist/route-preloads.json')));

    const MANIFEST =
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remote-auth/mf-manifest.json">';

    it("preloads the address's layouts, its remote's manifest and container, and the page's own files", async () => {
      const links =
        '<link rel="preload" as="script" href="/antd-layout.1a2b3c4d.js">' +
        '<link rel="preload" as="style" href="/7840.e78dd070.css">' +
        MANIFEST +
        '<link rel="preload" as="script" href="/remote-auth/remoteEntry.js">' +
        '<link rel="preload" as="script" href="/remote-auth/__federation_expose_LoginPage.9f8e7d6c.js">' +
        '<link rel="preload" as="style" href="/remote-auth/login.5e6f7a8b.css">';
      for (const url of ['/login', '/login/', '/login?next=%2Fdashboard']) {
        const response = await page(url);
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(servedPage(links));
      }
    });

    it("preloads only the container when the manifest names a page's files that cannot be, and only the manifest for a page it lacks", async () => {
      expect((await page('/signup')).body).toBe(
        servedPage(`${MANIFEST}<link rel="preload" as="script" href="/remote-auth/remoteEntry.js">`),
      );
      expect((await page('/resetpassword')).body).toBe(servedPage(MANIFEST));
    });

    it('preloads only the manifest of a remote served from elsewhere, at its address', async () => {
      expect((await page('/dashboard/profile')).body).toBe(
        servedPage(
          '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://account.cdn.example/v2/mf-manifest.json">',
        ),
      );
    });

    it('adds nothing for other addresses, unknown remotes, or names that are not files', async () => {
      for (const url of ['/privacy', '/dashboard/settings', '/constructor', '/__proto__']) {
        expect((await page(url)).body).toBe(servedPage());
      }
    });
  });

  it('answers a missing file 404, not with the page', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/missing.5a5a5a5a.js',
      headers: { accept: '*/*' },
    });
    expect(asset.statusCode).toBe(404);
    const remote = await app.inject({ method: 'GET', url: '/remote-transactions/mf-manifest.json' });
    expect(remote.statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Route not found' });
  });
});

describe('precompressed assets', () => {
  it.each([
    ['br, gzip', 'br', 'brotli bytes'],
    ['gzip', 'gzip', 'gzip bytes'],
  ])('sends the build-time copy to a browser accepting %s', async (accept, encoding, body) => {
    const response = await app.inject({
      method: 'GET',
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.body).toBe(body);
  });

  it('sends the plain file to a browser accepting neither', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/main.1a2b3c4d.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.info("host")');
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['site.webmanifest', 'no-cache'],
    ['favicon.ico', 'no-cache'],
    ['main.0badc0de.js', 'public, max-age=31536000, immutable'],
    ['main.0badc0de.js.br', 'public, max-age=31536000, immutable'],
    ['remoteEntry.js.gz', 'no-cache'],
    ['styles.12345678.css', 'public, max-age=31536000, immutable'],
    ['5f3e2a1b9c8d7e6f5a4b.png', 'public, max-age=31536000, immutable'],
  ])('%s: %s', (file, expected) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(expected);
  });
});
