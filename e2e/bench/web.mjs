// bench:web — builds, serves the production build, and prints for every route of the route table (the host's
// public pages and each page of the registry of remotes) the first-load JS (gzip) by chunk, the request count,
// and Lighthouse (mobile) performance, LCP, CLS and TBT in headless Chromium: a first visit (empty HTTP cache),
// the median of LIGHTHOUSE_RUNS (5) runs, since one run on a busy machine can be ten points off
// (LIGHTHOUSE_RUNS=0 prints the JS figures alone). Figures only: budgets are read by people, never enforced as
// timed tests.
// Federation's cost: the same sources built as one application (the host's build:monolith) are served
// by a second instance of the same server, and each route is measured on both in turn, side by side at the end.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { pageChunkName } from '../../host/monolith/remotePages.cjs';
import { localhostCertificate } from '../certificate.mjs';
import { answers } from '../health.mjs';
import { CHROME_FLAGS, CHROME_PATH } from '../chromium.mjs';
import { measureInteractions } from './interactions.mjs';
import { registerPerson } from './person.mjs';
import { settled } from './settled.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 8190);
const DEBUG_PORT = PORT + 1;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// LIGHTHOUSE_REPORTS=<folder> keeps each run's report (JSON, with its trace's figures) and its trace (Chromium's
// trace event format, which DevTools' Performance panel opens) to find where the time goes.
const LIGHTHOUSE_REPORTS = process.env.LIGHTHOUSE_REPORTS;
/** The builds compared, each served by an API server of its own from its static root (PORT + 1 is Chromium's). */
// BENCH_PROTOCOL=http/1.1 serves plain HTTP; by default the servers speak HTTPS with HTTP/2, as a deployment does.
const HTTPS = process.env.BENCH_PROTOCOL !== 'http/1.1';
const [SUITE, MONOLITH] = [
  { name: 'suite', port: PORT, staticRoot: root },
  { name: 'monolith', port: PORT + 2, staticRoot: join(root, 'host/dist-monolith') },
].map((build) => ({ ...build, base: `${HTTPS ? 'https' : 'http'}://localhost:${build.port}` }));
const BASE = SUITE.base;
/** Federation's cost at most: the suite's first-load JS over the monolith's, and Lighthouse points. */
const JS_RATIO_TARGET = 1.1;
const LIGHTHOUSE_POINTS_TARGET = 3;
/** The host's own pages, which load no antd. */
const PUBLIC_ROUTES = ['/', '/authorsnote', '/privacy', '/service'];
const registry = JSON.parse(readFileSync(join(root, 'shared/src/contract/remotes.json'), 'utf8'));
/**
 * Each remote page's route and, per build, the start of the path of its page's chunk: the suite's exposed
 * chunk, loaded once the page's remote has loaded, and the monolith's chunk of the page.
 */
const REMOTE_PAGES = Object.entries(registry).flatMap(([name, remote]) =>
  remote.pages.map((page) => ({
    path: page.route,
    pageChunk: {
      suite: `/${remote.folder}/__federation_expose_${page.module}.`,
      monolith: `/${pageChunkName(name, page.module)}.`,
    },
  })),
);
/** The Lighthouse targets (mobile, first visit); the charts' page has a lower one. */
const LIGHTHOUSE_TARGETS = {
  '/': 95,
  '/login': 95,
  '/dashboard': 95,
  '/dashboard/transactions': 95,
  '/dashboard/accounts': 95,
  '/dashboard/goals': 95,
  '/dashboard/reminders': 95,
  '/dashboard/settings': 95,
  '/dashboard/analytics': 90,
};
/**
 * First-load JS budgets by kind of page: public, signed-out remote page, dashboard page; the Analytics
 * Dashboard's charts have a larger one.
 */
function budgetKb(path) {
  if (PUBLIC_ROUTES.includes(path)) return 150;
  if (path === '/dashboard/analytics') return 550;
  return path.startsWith('/dashboard') ? 450 : 350;
}
// BENCH_CLICKS=<runs> measures the common clicks that many times (3; 0 leaves them out), interactions.mjs.
const CLICK_RUNS = Number(process.env.BENCH_CLICKS ?? 3);
// BENCH_ROUTES=/,/login measures those routes only (a comma-separated list of the route table's paths).
const ONLY = process.env.BENCH_ROUTES?.split(',');
const ROUTES = [...PUBLIC_ROUTES.map((path) => ({ path, pageChunk: null })), ...REMOTE_PAGES]
  .filter(({ path }) => !ONLY || ONLY.includes(path))
  .map(({ path, pageChunk }) => ({
    path,
    pageChunk,
    budgetKb: budgetKb(path),
    lighthouseMin: LIGHTHOUSE_TARGETS[path] ?? null,
    signedIn: path.startsWith('/dashboard'),
  }));
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

/** The API server of a build: its port, its database, the build's files (api/src/static.ts). */
async function startServer({ port, base, staticRoot, dataDir }, tls) {
  const server = spawn('node', [join(root, 'api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_ROOT: staticRoot,
      APP_ORIGINS: base,
      COOKIE_SECURE: 'false',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_ADDRESS_MAX: '100000',
      LOG_LEVEL: 'warn',
      ...tls?.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Migrating a new PGlite database takes a few seconds, many more on a busy machine.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (await answers(`${base}/api/health`, tls?.ca)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error('The API server did not start');
}

/** Whether a response is the script of a page's chunk (its styles share its name). */
function isPageScript(response, pageChunk) {
  const { pathname } = new URL(response.url());
  return pathname.startsWith(pageChunk) && pathname.endsWith('.js');
}

/**
 * Loads a route in a fresh page and sums the JS it fetched, gzip-compressed as a server would send it. A remote
 * page counts once its page chunk's script has loaded and nothing shows as loading: on a busy machine the
 * network can be idle for 500 ms before the remote's chain has even started. The monolith's page counts at the
 * same point, its own chunk's script.
 */
async function firstLoad(context, base, path, pageChunk) {
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
  const pageLoaded =
    pageChunk && page.waitForResponse((response) => isPageScript(response, pageChunk), { timeout: 120_000 });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  if (pageLoaded) {
    await pageLoaded;
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
  const context = await browser.newContext({ ignoreHTTPSErrors: HTTPS });
  try {
    const first = await context.newPage();
    if (route.signedIn) await registerPerson(first.request, BASE);
    await first.goto(`${BASE}${route.path}`, { waitUntil: 'networkidle' });
    if (route.pageChunk) await settled(first);
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
    if (route.pageChunk) await settled(page);
    await Promise.all(reads);
    // The page's largest paint so far, unthrottled (Lighthouse's throttled runs are first visits only).
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          // A page that painted nothing large enough has no entry.
          setTimeout(() => resolve(Number.NaN), 5000);
        }),
    );
    return {
      networkBytes: network.reduce((sum, bytes) => sum + bytes, 0),
      networkFiles: network.length,
      fromWorker,
      lcp,
    };
  } finally {
    await context.close();
  }
}

/**
 * Makes the next visit of `url` a first visit but signed in: empties the browser's HTTP cache (and V8's code
 * cache with it) and the origin's storage, the service worker that the route's measurement (firstLoad)
 * registered and its caches included, but keeps the session cookie.
 */
async function forgetAllButSession(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'file_systems,indexeddb,local_storage,service_workers,cache_storage',
  });
  await page.close();
}

/** One Lighthouse run of a first visit; the cookies are kept so that a signed-in route stays signed in. */
async function runLighthouse(context, url) {
  await forgetAllButSession(context, url);
  const result = await lighthouse(
    url,
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
  if (LIGHTHOUSE_REPORTS) {
    mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`;
    writeFileSync(join(LIGHTHOUSE_REPORTS, name), result.report);
    writeFileSync(
      join(LIGHTHOUSE_REPORTS, name.replace(/\.json$/, '.trace.json')),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].displayValue,
    lcp: audits['largest-contentful-paint'].displayValue,
    cls: audits['cumulative-layout-shift'].displayValue,
    tbt: audits['total-blocking-time'].displayValue,
  };
}

/** The run with the median score, and every run's score. */
async function medianLighthouse(context, url) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await runLighthouse(context, url));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: runs.map((run) => run.score) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const lighthouseLine = (lh, target = '') =>
  `performance ${lh.score}${target} (runs ${lh.scores.join(', ')}), FCP ${lh.fcp}, LCP ${lh.lcp}, CLS ${lh.cls}, TBT ${lh.tbt}`;

/** A first visit of a route on a build: its scripts and requests, and Lighthouse's median when asked for. */
async function measure(context, build, route) {
  if (route.signedIn) {
    const page = await context.newPage();
    // A cookie ignores the port: the server that answered last owns the session, so each build's visit signs in
    // just before.
    await registerPerson(page.request, build.base);
    await page.close();
  }
  const { scripts, requests } = await firstLoad(
    context,
    build.base,
    route.path,
    route.pageChunk?.[build.name],
  );
  const js = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const lh = LIGHTHOUSE_RUNS > 0 ? await medianLighthouse(context, `${build.base}${route.path}`) : null;
  return { scripts, js, requests, lh };
}

/** The suite against the monolith, route by route, with the targets. */
function printComparison(comparison) {
  console.log(
    `\nFederation's cost, first visit, suite vs monolith (targets: JS at most ${JS_RATIO_TARGET.toFixed(2)}x the monolith's, Lighthouse at most ${LIGHTHOUSE_POINTS_TARGET} points below):`,
  );
  console.log(
    `  ${'route'.padEnd(26)}${'suite JS'.padStart(10)}${'monolith JS'.padStart(13)}${'ratio'.padStart(7)}         requests${LIGHTHOUSE_RUNS > 0 ? '  Lighthouse' : ''}`,
  );
  for (const { route, suite, monolith } of comparison) {
    const ratio = suite.js / monolith.js;
    const cells = [
      route.path.padEnd(26),
      kb(suite.js).padStart(10),
      kb(monolith.js).padStart(13),
      `${ratio.toFixed(2)}x`.padStart(7),
      ratio > JS_RATIO_TARGET ? ' MISSED ' : '        ',
      `${suite.requests} vs ${monolith.requests}`.padStart(9),
    ];
    if (suite.lh && monolith.lh) {
      const points = suite.lh.score - monolith.lh.score;
      const missed = -points > LIGHTHOUSE_POINTS_TARGET ? ', MISSED' : '';
      cells.push(`  ${suite.lh.score} vs ${monolith.lh.score} (${points >= 0 ? '+' : ''}${points}${missed})`);
    }
    console.log(`  ${cells.join('')}`);
  }
}

/**
 * With --no-build, warns when the monolith was built before one of the suite's apps: the two would then come
 * from different sources. A build's time is its newest file's: webpack leaves a file whose content did not
 * change as it was.
 */
function warnIfMonolithOlder() {
  const lastWrite = (folder) =>
    Math.max(...readdirSync(folder, { recursive: true }).map((file) => statSync(join(folder, file)).mtimeMs));
  const monolith = lastWrite(join(MONOLITH.staticRoot, 'host/dist'));
  const newer = ['host', ...Object.values(registry).map(({ folder }) => folder)].filter(
    (app) => lastWrite(join(root, app, 'dist')) > monolith,
  );
  if (newer.length > 0)
    console.warn(
      `The monolith is older than the build of ${newer.join(', ')}: run the host's build:monolith for a comparison of the same sources.`,
    );
}

const buildMonolith = () => pnpm(['--filter', 'host', 'run', 'build:monolith']);
if (!process.argv.includes('--no-build')) {
  pnpm(['build']);
  buildMonolith();
} else if (existsSync(join(MONOLITH.staticRoot, 'host/dist/index.html'))) {
  warnIfMonolithOlder();
} else {
  buildMonolith();
}
const builds = [SUITE, MONOLITH].map((build) => ({
  ...build,
  dataDir: mkdtempSync(join(tmpdir(), `moneta-bench-${build.name}-`)),
}));
const profileDir = mkdtempSync(join(tmpdir(), 'moneta-bench-chrome-'));
const certDir = mkdtempSync(join(tmpdir(), 'moneta-bench-tls-'));
const tls = HTTPS ? await localhostCertificate(certDir) : undefined;
const browserArgs = HTTPS ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
const servers = [];
let context;
try {
  for (const build of builds) servers.push(await startServer(build, tls));
  // First visits: no service worker answers from its cache.
  context = await chromium.launchPersistentContext(profileDir, {
    serviceWorkers: 'block',
    executablePath: CHROME_PATH,
    args: [...browserArgs, `--remote-debugging-port=${DEBUG_PORT}`],
    ignoreHTTPSErrors: HTTPS,
  });
  const vendorFiles = Object.fromEntries(Object.keys(VENDOR_MARKERS).map((name) => [name, new Set()]));
  const comparison = [];
  for (const [index, route] of ROUTES.entries()) {
    // Each build goes first on every other route, so that neither always meets the machine as the other left it.
    const results = {};
    for (const build of index % 2 === 0 ? builds : [...builds].reverse())
      results[build.name] = await measure(context, build, route);
    const { suite, monolith } = results;
    comparison.push({ route, suite, monolith });
    console.log(`\n${route.path}`);
    console.log(
      `  first-load JS ${kb(suite.js)} gzip (budget ${route.budgetKb} KB: ${suite.js / 1024 <= route.budgetKb ? 'met' : 'MISSED'}), ${suite.requests} requests`,
    );
    for (const s of [...suite.scripts].sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${kb(s.gzip).padStart(10)}  ${s.url}`);
    if (suite.lh)
      console.log(
        `  Lighthouse mobile, first visit: ${lighthouseLine(suite.lh, route.lighthouseMin ? ` (target >= ${route.lighthouseMin})` : '')}`,
      );
    console.log(
      `  monolith: first-load JS ${kb(monolith.js)} gzip in ${monolith.scripts.length} scripts, ${monolith.requests} requests${monolith.lh ? `; Lighthouse ${lighthouseLine(monolith.lh)}` : ''}`,
    );
    for (const s of suite.scripts) {
      const text = s.body.toString('utf8');
      for (const [vendor, marker] of Object.entries(VENDOR_MARKERS)) {
        if (text.includes(marker)) vendorFiles[vendor].add(s.url);
      }
    }
  }
  // Second visits, with the service worker.
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: browserArgs });
  try {
    console.log(
      "\nSecond visit (service worker on): JS fetched past the worker, scripts the worker answered (from its cache; each remote's remoteEntry.js and manifest network-first, revalidated) and LCP (unthrottled)",
    );
    for (const route of ROUTES) {
      const { networkBytes, networkFiles, fromWorker, lcp } = await secondVisit(browser, route);
      console.log(
        `  ${route.path.padEnd(26)} ${kb(networkBytes).padStart(9)} in ${networkFiles} files, ${fromWorker} from the worker, LCP ${(lcp / 1000).toFixed(2)} s`,
      );
    }
    if (CLICK_RUNS > 0)
      await measureInteractions(browser, BASE, {
        runs: CLICK_RUNS,
        contextOptions: { ignoreHTTPSErrors: HTTPS },
      });
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
  printComparison(comparison);
} finally {
  await context?.close();
  for (const server of servers) server.kill();
  for (const { dataDir } of builds) rmSync(dataDir, { recursive: true, force: true });
  for (const folder of [profileDir, certDir]) rmSync(folder, { recursive: true, force: true });
}
