import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { encodeFrameCookie, FRAME_COOKIE, type FrameCookie } from '@moneta/shared/contract';
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers';

const INDEX_HTML =
  '<!doctype html><html lang="en" data-theme="light"><head><title>Moneta</title>' +
  '<link rel="preload" as="style" href="/818.44c2566d.css"></head>' +
  '<body><div id="root">Loading...</div></body></html>';

/**
 * A stand-in for the host build's renderer (host/dist-frame/render.cjs) that writes out what it was asked to
 * draw, with how many frames it has drawn, and fails for the goals screen.
 */
const RENDERER = `
let drawn = 0;
exports.renderFrame = async ({ path, name, language, theme, heading }) => {
  if (path === '/dashboard/goals') throw new Error('the renderer failed');
  drawn += 1;
  const shown = heading ? [heading.title, heading.description ?? ''].join('/') : 'no heading';
  return {
    html: '<div class="app">' + [name, language, theme, path, shown, 'frame ' + drawn].join('|') + '</div>',
    css:
      '.app{--ant-color-bg-layout:' + (theme === 'dark' ? '#0b1220' : '#f8fafc') + '}' +
      '.ant-menu-submenu-popup{z-index:1050}' +
      '[data-theme=dark] .app{color:#e2e8f0}[data-theme=light] .app{color:#0f172a}',
  };
};
`;

let testDb: TestDatabase;
let staticRoot: string;
let app: FastifyInstance;

function write(path: string, content: string) {
  const file = join(staticRoot, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

function page(url: string, cookie?: FrameCookie | string) {
  const value = typeof cookie === 'string' ? cookie : cookie && encodeFrameCookie(cookie);
  return app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(value !== undefined && { cookie: `${FRAME_COOKIE}=${value}` }) },
  });
}

const ASHA: FrameCookie = { name: 'Asha <Rao> & "Co"', language: 'hi', theme: 'dark' };

beforeAll(async () => {
  testDb = await createTestDatabase();
  staticRoot = mkdtempSync(join(tmpdir(), 'moneta-frame-'));
  write('host/dist/index.html', INDEX_HTML);
  write(
    'host/dist/route-preloads.json',
    JSON.stringify({
      '/dashboard/transactions': { files: ['/main.1a2b3c4d.js', '/dashboard.5e6f7a8b.css'] },
    }),
  );
  write('host/dist-frame/render.cjs', RENDERER);
  // The app's start-up stylesheet, with the Devanagari font's faces as @fontsource writes them.
  write(
    'host/dist/818.44c2566d.css',
    [
      '.navbar{display:flex}',
      "@font-face {\n  font-family: 'Noto Sans Devanagari';\n  font-display: swap;\n  font-weight: 400;\n" +
        "  src: url(/assets/noto-sans-devanagari-devanagari-400-normal.07529ee8.woff2) format('woff2'), " +
        "url(/assets/noto-sans-devanagari-devanagari-400-normal.86ace9d3.woff) format('woff');\n" +
        '  unicode-range: U+0900-097F;\n}',
      "@font-face {\n  font-family: 'Noto Sans Devanagari';\n  font-display: swap;\n" +
        "  src: url(/assets/noto-sans-devanagari-latin-400-normal.f24acc6c.woff2) format('woff2');\n}",
    ].join('\n'),
  );
  // What each remote's build writes of its pages' headings (tooling/frameHeadings.cjs).
  write(
    'remote-transactions/dist/frame.json',
    JSON.stringify({
      '/dashboard/transactions': { en: { title: 'Transactions' }, hi: { title: 'लेन-देन' } },
    }),
  );
  write(
    'remote-analytics/dist/frame.json',
    JSON.stringify({
      '/dashboard': { en: { title: 'Dashboard Overview', description: 'Welcome back, {{name}}!' } },
    }),
  );
  ({ app } = await createTestApp(testDb.database, { STATIC_ROOT: staticRoot }));
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
  rmSync(staticRoot, { recursive: true, force: true });
});

describe("a dashboard screen's first frame", () => {
  it('is drawn into the page in the cookie’s language and theme, before the app, with its styles applied', async () => {
    const response = await page('/dashboard/transactions', ASHA);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="hi" data-theme="dark">');
    expect(response.body).toContain(
      '<div id="frame" class="server-frame" inert><div class="app">Asha &lt;Rao&gt; &amp; &quot;Co&quot;|hi|dark|' +
        '/dashboard/transactions|लेन-देन/|frame 1</div></div><div id="root">Loading...</div>',
    );
    expect(response.body).toContain(
      '<style data-frame-styles="whole">.app{--ant-color-bg-layout:#0b1220}.ant-menu-submenu-popup{z-index:1050}' +
        '[data-theme=dark] .app{color:#e2e8f0}[data-theme=light] .app{color:#0f172a}</style></head>',
    );
    // Its styles are inline, the stylesheets still preloads; Hindi's font faces come inline too, shown only once
    // loaded, with their files preloaded.
    expect(response.body).toContain('<link rel="preload" as="style" href="/dashboard.5e6f7a8b.css">');
    expect(response.body).toContain('<link rel="preload" as="style" href="/818.44c2566d.css">');
    expect(response.body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin ' +
        'href="/assets/noto-sans-devanagari-devanagari-400-normal.07529ee8.woff2">',
    );
    expect(response.body).toContain(
      "font-family: 'Moneta Frame Devanagari';\n  font-display: block;\n  font-weight: 400;",
    );
    expect(response.body).toContain(
      "#frame{font-family:'Moneta Frame Devanagari',var(--font-family)}</style>",
    );
    expect(response.body).not.toContain('latin-400');
    expect(response.body).not.toContain('.navbar{display:flex}');
    // It names the person: no shared cache keeps it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('is drawn once per screen, language and theme, then named for each person', async () => {
    const response = await page('/dashboard/transactions', { ...ASHA, name: 'Ravi' });
    expect(response.body).toContain(
      '<div class="app">Ravi|hi|dark|/dashboard/transactions|लेन-देन/|frame 1</div>',
    );
    const light = await page('/dashboard/transactions', {
      ...ASHA,
      name: 'Ravi',
      theme: 'light',
      language: 'en',
    });
    expect(light.body).toContain('Ravi|en|light|/dashboard/transactions|Transactions/|frame 2');
    expect(light.body).toContain('--ant-color-bg-layout:#f8fafc');
    expect(light.body).not.toContain('as="font"');
    expect(light.body).not.toContain('@font-face');
  });

  it('carries only the styles its markup uses once they have been cut, for everyone after', async () => {
    let response = await page('/dashboard/transactions', { ...ASHA, name: 'Meera' });
    while (!response.body.includes('data-frame-styles="cut"')) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      response = await page('/dashboard/transactions', { ...ASHA, name: 'Meera' });
    }
    const styles = /<style data-frame-styles="cut">([^<]*)<\/style>/.exec(response.body)?.[1];
    expect(styles).toContain('--ant-color-bg-layout:#0b1220');
    expect(styles).toContain('[data-theme=dark] .app');
    expect(styles).not.toContain('[data-theme=light]');
    expect(styles).not.toContain('ant-menu-submenu-popup');
    // The same frame, drawn once, named for this person.
    expect(response.body).toContain(
      '<div class="app">Meera|hi|dark|/dashboard/transactions|लेन-देन/|frame 1</div>',
    );
  });

  it("names the person in the screen's line too, and shows English where the remote has no translation", async () => {
    const response = await page('/dashboard', ASHA);
    expect(response.body).toContain(
      '|/dashboard|Dashboard Overview/Welcome back, Asha &lt;Rao&gt; &amp; &quot;Co&quot;!|',
    );
  });

  it('draws the navbar and sidebar alone when the remote’s build wrote no headings', async () => {
    const response = await page('/dashboard/reminders', ASHA);
    expect(response.body).toContain('|/dashboard/reminders|no heading|');
  });

  it('is left out without the cookie, with a malformed one, and off the dashboard', async () => {
    const cases = [
      await page('/dashboard/transactions'),
      await page('/dashboard/transactions', 'not-json'),
      await page('/dashboard/transactions', encodeURIComponent(JSON.stringify({ ...ASHA, theme: 'auto' }))),
      await page('/dashboard/transactions', { ...ASHA, name: '' }),
      await page('/login', ASHA),
      await page('/dashboard/unknown', ASHA),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('id="frame"');
      expect(response.body).toContain('<html lang="en" data-theme="light">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(cases[0]!.body).toContain('<link rel="preload" as="style" href="/dashboard.5e6f7a8b.css">');
  });

  it('is left out when the renderer fails, and the page is served as without it', async () => {
    const response = await page('/dashboard/goals', ASHA);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('id="frame"');
    expect(response.body).toContain('<div id="root">Loading...</div>');
  });

  it('is left out when the renderer cannot be loaded', async () => {
    const brokenRoot = mkdtempSync(join(tmpdir(), 'moneta-frame-broken-'));
    mkdirSync(join(brokenRoot, 'host/dist'), { recursive: true });
    mkdirSync(join(brokenRoot, 'host/dist-frame'), { recursive: true });
    writeFileSync(join(brokenRoot, 'host/dist/index.html'), INDEX_HTML);
    writeFileSync(join(brokenRoot, 'host/dist-frame/render.cjs'), 'throw new Error("a broken build");');
    const broken = await createTestApp(testDb.database, { STATIC_ROOT: brokenRoot });
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: '/dashboard/transactions',
        headers: { accept: 'text/html', cookie: `${FRAME_COOKIE}=${encodeFrameCookie(ASHA)}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('id="frame"');
      expect(response.body).toContain('<div id="root">Loading...</div>');
    } finally {
      await broken.app.close();
      rmSync(brokenRoot, { recursive: true, force: true });
    }
  });

  it('is left out when the host was built without its renderer', async () => {
    unlinkSync(join(staticRoot, 'host/dist-frame/render.cjs'));
    const response = await page('/dashboard/transactions', ASHA);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('id="frame"');
  });
});
