// bench:web — builds, serves the production build, and prints for every route of the route table (the host's
// public pages and each page of the registry of remotes) the first-load JS (gzip) by chunk, the request count,
// and Lighthouse (mobile) performance, LCP, CLS and TBT in headless Chromium: a first visit (empty HTTP cache),
// the median of LIGHTHOUSE_RUNS (5) runs, since one run on a busy machine can be ten points off
// (LIGHTHOUSE_RUNS=0 prints the JS figures alone). Figures only: budgets are read by people, never enforced as
// timed tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 8190);
const DEBUG_PORT = PORT + 1;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const BASE = `http://localhost:${PORT}`;
/** The host's own pages, which load no antd (DESIGN section 2). */
const PUBLIC_ROUTES = ['/', '/authorsnote', '/privacy', '/service'];
const registry = JSON.parse(readFileSync(join(root, 'shared/src/contract/remotes.json'), 'utf8'));
/** Each remote page's route and the chunk that exposes it: loaded once the page's remote has loaded. */
const REMOTE_PAGES = Object.values(registry).flatMap((remote) =>
  remote.pages.map((page) => ({
    path: page.route,
    exposedChunk: `/${remote.folder}/__federation_expose_${page.module}.`,
  })),
);
const LIGHTHOUSE_TARGETS = { '/': 95, '/login': 90 };
/**
 * First-load JS budgets by kind of page: public, signed-out remote page, dashboard page; the Analytics
 * Dashboard's charts have a larger one (issue 15).
 */
function budgetKb(path) {
  if (PUBLIC_ROUTES.includes(path)) return 150;
  if (path === '/dashboard/analytics') return 550;
  return path.startsWith('/dashboard') ? 450 : 350;
}
const ROUTES = [...PUBLIC_ROUTES.map((path) => ({ path, exposedChunk: null })), ...REMOTE_PAGES].map(
  ({ path, exposedChunk }) => ({
    path,
    exposedChunk,
    budgetKb: budgetKb(path),
    lighthouseMin: LIGHTHOUSE_TARGETS[path] ?? null,
    signedIn: path.startsWith('/dashboard'),
  }),
);
// Markers that appear once in each vendor's code; a vendor found in two files is loaded twice.
const VENDOR_MARKERS = {
  react: 'react.transitional.element',
  'react-dom': 'Minified React error #',
  antd: 'ant-design',
  'react-router': 'useNavigate() may be used only in the context of a <Router> component.',
  'federation runtime': '__FEDERATION__',
};

function pnpm(args) {
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const result = spawnSync('npx', ['--yes', packageManager, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer(dataDir) {
  const server = spawn('node', [join(root, 'api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ORIGINS: BASE,
      COOKIE_SECURE: 'false',
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Migrating a new PGlite database takes a few seconds, many more on a busy machine.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('The API server did not start');
}

/** Registers a user through the API; the answer's refresh cookie signs the browser context in. */
async function signIn(page) {
  const response = await page.request.post(`${BASE}/api/auth/register`, {
    data: { username: 'Bench User', email: `bench-${Date.now()}@example.com`, password: 'Bench123!' },
  });
  if (!response.ok()) throw new Error(`Registration failed: ${response.status()}`);
}

/** Resolves once nothing shows as loading (antd's skeletons and spinners) and the network has been quiet. */
async function settled(page) {
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning'), null, {
    timeout: 120_000,
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Loads a route in a fresh page and sums the JS it fetched, gzip-compressed as a server would send it. A remote
 * page counts once its exposed chunk has loaded: on a busy machine the network can be idle for 500 ms before
 * the remote's chain has even started.
 */
async function firstLoad(context, { path, exposedChunk }) {
  const page = await context.newPage();
  const scripts = [];
  // Bodies are read after the response arrives; the page stays open until every read is done, or the last
  // scripts to load would go uncounted.
  const reads = [];
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    const read = response.body().then(
      (body) => {
        scripts.push({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: 9 }).length,
          body,
        });
      },
      () => {
        // a redirected or aborted script has no body
      },
    );
    reads.push(read);
  });
  const exposed =
    exposedChunk &&
    page.waitForResponse((response) => response.url().includes(exposedChunk), { timeout: 120_000 });
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  if (exposed) {
    await exposed;
    await settled(page);
  }
  await Promise.all(reads);
  await page.close();
  return { scripts, requests };
}

/**
 * A second visit of a route in a browser whose service worker has seen it once: the scripts still fetched from
 * the network (gzip bytes) and those the worker answered. The worker caches what the first visit loaded (the
 * page sends it the list) before the second visit starts.
 */
async function secondVisit(browser, route) {
  const context = await browser.newContext();
  try {
    const first = await context.newPage();
    if (route.signedIn) await signIn(first);
    await first.goto(`${BASE}${route.path}`, { waitUntil: 'networkidle' });
    if (route.exposedChunk) await settled(first);
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await first.waitForFunction(
      async () => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'script' && entry.name.startsWith(location.origin));
        const cached = await Promise.all(
          scripts.map((entry) => caches.match(entry.name, { ignoreVary: true })),
        );
        return cached.every(Boolean);
      },
      null,
      { timeout: 60_000, polling: 500 },
    );
    await first.close();
    const page = await context.newPage();
    const network = [];
    let fromWorker = 0;
    const reads = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      if (response.fromServiceWorker()) {
        fromWorker += 1;
        return;
      }
      reads.push(
        response.body().then(
          (body) => network.push(gzipSync(body, { level: 9 }).length),
          () => {},
        ),
      );
    });
    await page.goto(`${BASE}${route.path}`, { waitUntil: 'networkidle' });
    if (route.exposedChunk) await settled(page);
    await Promise.all(reads);
    return {
      networkBytes: network.reduce((sum, bytes) => sum + bytes, 0),
      networkFiles: network.length,
      fromWorker,
    };
  } finally {
    await context.close();
  }
}

/** Empties the browser's HTTP cache (and V8's code cache with it) but keeps the session cookie. */
async function clearHttpCache(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

/** One Lighthouse run of a first visit; storage is kept so that a signed-in route stays signed in. */
async function runLighthouse(context, path) {
  await clearHttpCache(context);
  const result = await lighthouse(
    `${BASE}${path}`,
    {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    undefined,
  );
  const { audits, categories } = result.lhr;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].displayValue,
    lcp: audits['largest-contentful-paint'].displayValue,
    cls: audits['cumulative-layout-shift'].displayValue,
    tbt: audits['total-blocking-time'].displayValue,
  };
}

/** The run with the median score, and every run's score. */
async function medianLighthouse(context, path) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await runLighthouse(context, path));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: runs.map((run) => run.score) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!process.argv.includes('--no-build')) pnpm(['build']);
const dataDir = mkdtempSync(join(tmpdir(), 'moneta-bench-'));
const profileDir = mkdtempSync(join(tmpdir(), 'moneta-bench-chrome-'));
const server = await startServer(dataDir);
// First visits: no service worker answers from its cache.
const context = await chromium.launchPersistentContext(profileDir, {
  serviceWorkers: 'block',
  executablePath: CHROME_PATH,
  args: [...CHROME_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`],
});
try {
  const vendorFiles = Object.fromEntries(Object.keys(VENDOR_MARKERS).map((name) => [name, new Set()]));
  for (const route of ROUTES) {
    if (route.signedIn) {
      const page = await context.newPage();
      await signIn(page);
      await page.close();
    }
    const { scripts, requests } = await firstLoad(context, route);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const lh = LIGHTHOUSE_RUNS > 0 ? await medianLighthouse(context, route.path) : null;
    console.log(`\n${route.path}`);
    console.log(
      `  first-load JS ${kb(total)} gzip (budget ${route.budgetKb} KB: ${total / 1024 <= route.budgetKb ? 'met' : 'MISSED'}), ${requests} requests`,
    );
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${kb(s.gzip).padStart(10)}  ${s.url}`);
    if (lh)
      console.log(
        `  Lighthouse mobile, first visit: performance ${lh.score}${route.lighthouseMin ? ` (target >= ${route.lighthouseMin})` : ''} (runs ${lh.scores.join(', ')}), FCP ${lh.fcp}, LCP ${lh.lcp}, CLS ${lh.cls}, TBT ${lh.tbt}`,
      );
    for (const s of scripts) {
      const text = s.body.toString('utf8');
      for (const [vendor, marker] of Object.entries(VENDOR_MARKERS)) {
        if (text.includes(marker)) vendorFiles[vendor].add(s.url);
      }
    }
  }
  // Second visits, with the service worker (issue 15: 0 bytes of JS from the network).
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    console.log(
      "\nSecond visit (service worker on): JS fetched past the worker, and scripts the worker answered (from its cache; each remote's remoteEntry.js and manifest network-first, revalidated)",
    );
    for (const route of ROUTES) {
      const { networkBytes, networkFiles, fromWorker } = await secondVisit(browser, route);
      console.log(
        `  ${route.path.padEnd(26)} ${kb(networkBytes).padStart(9)} in ${networkFiles} files, ${fromWorker} from the worker`,
      );
    }
  } finally {
    await browser.close();
  }
  // A vendor bundled into a remote as well would show up in a file served from that remote's folder.
  console.log(
    '\nVendors loaded from a remote instead of the host (should be none but the federation runtime):',
  );
  for (const [vendor, files] of Object.entries(vendorFiles)) {
    const fromRemotes = [...files].filter((file) => file.startsWith('/remote-'));
    console.log(
      `  ${vendor.padEnd(20)} ${fromRemotes.length ? fromRemotes.join(', ') : 'none (host chunks only)'}`,
    );
  }
} finally {
  await context.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
