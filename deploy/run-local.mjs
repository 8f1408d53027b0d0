#!/usr/bin/env node
// The deployment of deploy/README.md on this machine: nginx (deploy/nginx.conf.template) in front of N API
// instances on one PostgreSQL database and one Redis, loopback ports only. Used by hand, by the multi-instance
// tests and by bench:api's two-instance run; importable (startTopology) or run as a command (--help).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const WORKSPACE = resolve(HERE, '..');
export const TEMPLATE = join(HERE, 'nginx.conf.template');
const DEFAULT_SERVER = join(WORKSPACE, 'api', 'dist', 'server.js');
const DEFAULT_PROXY_PORT = 8400;
// A deadline for a failure only: two instances migrating a fresh database on a machine busy with a build and a
// browser can take more than a minute.
const START_TIMEOUT_MS = 150_000;
const HOST = '127.0.0.1';

/** The nginx binary: NGINX, else the one on PATH (Debian installs it in /usr/sbin). */
export function nginxBinary() {
  const candidates = [process.env.NGINX, 'nginx', '/usr/sbin/nginx'].filter(Boolean);
  return candidates.find((binary) => spawnSync(binary, ['-v'], { stdio: 'ignore' }).status === 0);
}

/**
 * The template with its ${NAME} settings filled in. Only the names given are replaced, so nginx's own variables
 * ($host, $1) stay; a setting the template uses but `values` lacks is an error rather than a broken config.
 */
export function renderNginxConf(values, template = readFileSync(TEMPLATE, 'utf8')) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for \${${name}}`);
    return values[name];
  });
}

/** The upstream block's server lines for the instances' addresses (host:port). */
export const upstreamServers = (addresses) =>
  addresses.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n');

/** PostgreSQL's client, from the API's dependencies. */
const pg = () => createRequire(join(WORKSPACE, 'api', 'package.json'))('pg');

async function onServer(adminUrl, statement) {
  const client = new (pg().Client)({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty database moneta_multi_<random> on adminUrl's server; resolves with its URL and its drop. */
export async function freshDatabase(adminUrl) {
  const name = `moneta_multi_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.status === 200,
    () => false,
  );

/** Waits until `url` answers 200; fails early when `child` exits, and after START_TIMEOUT_MS. */
async function waitHealthy(url, child, describe) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${describe.name} exited (${child.exitCode ?? child.signalCode}):\n${describe.log()}`);
    if (await answers(url)) return;
    if (Date.now() > deadline)
      throw new Error(`${url} not 200 within ${START_TIMEOUT_MS / 1000} s:\n${describe.log()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

function logged(child, file) {
  const stream = createWriteStream(file);
  child.stdout?.pipe(stream);
  child.stderr?.pipe(stream);
  return () => {
    try {
      return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
    } catch {
      return '';
    }
  };
}

async function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  const force = setTimeout(() => child.kill('SIGKILL'), 5000);
  child.kill(signal);
  await exited;
  clearTimeout(force);
}

/**
 * Starts `instances` API servers and nginx in front of them, and resolves once the proxy and every instance
 * answer /api/health. Options (all optional but one of databaseUrl and freshDatabaseOn):
 *   databaseUrl, redisUrl        shared by every instance (REDIS_URL unset: each counts its limits alone)
 *   freshDatabaseOn              instead of databaseUrl: a server's URL, on which a new database is created for
 *                                the run and dropped by stop()
 *   proxyPort                    nginx's port (8400); the instances take the next ones, or instancePorts
 *   instances                    how many (2)
 *   server                       the API bundle (api/dist/server.js)
 *   env                          more variables for every instance (RATE_LIMIT_MAX, intervals...)
 *   releaseStore, staticRoot     RELEASE_STORE (a temporary folder) and STATIC_ROOT (the workspace)
 *   dataDir                      DATA_DIR, shared by the instances (its outbox/ holds the mails sent without SMTP)
 * Resolves with { proxyUrl, instances: [{ url, port, pid, kill(signal) }], dataDir, stop() }. stop() ends nginx
 * and every instance still running, and removes the temporary folders; call it in a finally.
 */
export async function startTopology(options) {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx not found: apt-get install nginx (or set NGINX)');
  const fresh = options.freshDatabaseOn ? await freshDatabase(options.freshDatabaseOn) : undefined;
  const databaseUrl = fresh?.url ?? options.databaseUrl;
  if (!databaseUrl) throw new Error('startTopology: databaseUrl or freshDatabaseOn (PostgreSQL) is required');
  const proxyPort = options.proxyPort ?? DEFAULT_PROXY_PORT;
  const count = options.instances ?? 2;
  const ports = options.instancePorts ?? Array.from({ length: count }, (_, index) => proxyPort + 1 + index);
  const prefix = mkdtempSync(join(tmpdir(), 'moneta-deploy-'));
  const dataDir = options.dataDir ?? join(prefix, 'data');
  const releaseStore = options.releaseStore ?? join(prefix, 'releases');
  for (const folder of ['logs', 'temp', dataDir, releaseStore])
    mkdirSync(resolve(prefix, folder), { recursive: true });
  const proxyUrl = `http://${HOST}:${proxyPort}`;
  const children = [];
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    await fresh?.drop();
    if (!options.keepFiles) rmSync(prefix, { recursive: true, force: true });
  };

  try {
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl ?? '',
      // Every instance signs and checks the same access tokens.
      JWT_SECRET: process.env.JWT_SECRET || randomBytes(48).toString('base64url'),
      APP_ORIGINS: `http://localhost:${proxyPort},${proxyUrl}`,
      TRUST_PROXY: 'true',
      COOKIE_SECURE: 'false',
      DATA_DIR: dataDir,
      RELEASE_STORE: releaseStore,
      STATIC_ROOT: options.staticRoot ?? WORKSPACE,
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const instances = ports.map((port, index) => {
      const child = spawn(process.execPath, [options.server ?? DEFAULT_SERVER], {
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      const log = logged(child, join(prefix, 'logs', `api-${index + 1}.log`));
      return { url: `http://${HOST}:${port}`, port, child, log };
    });
    // Together: the instances apply the migrations in turn under PostgreSQL's advisory lock.
    await Promise.all(
      instances.map(({ url, child, log }, index) =>
        waitHealthy(`${url}/api/health`, child, { name: `API instance ${index + 1}`, log }),
      ),
    );

    const conf = join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      renderNginxConf({
        NGINX_USER: userInfo().username,
        LISTEN: `${HOST}:${proxyPort}`,
        SERVER_NAME: 'localhost',
        UPSTREAM_SERVERS: upstreamServers(instances.map(({ port }) => `${HOST}:${port}`)),
        RELEASE_STORE: resolve(releaseStore),
      }),
    );
    const proxy = spawn(
      nginx,
      ['-p', `${prefix}/`, '-c', conf, '-e', join(prefix, 'logs', 'error.log'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(proxy);
    const proxyLog = logged(proxy, join(prefix, 'logs', 'nginx.out'));
    await waitHealthy(`${proxyUrl}/api/health`, proxy, {
      name: 'nginx',
      log: () => `${proxyLog()}\n${readFileSync(join(prefix, 'logs', 'error.log'), 'utf8')}`,
    });

    return {
      proxyUrl,
      databaseUrl,
      prefix,
      dataDir,
      releaseStore,
      instances: instances.map(({ url, port, child, log }) => ({
        url,
        port,
        pid: child.pid,
        log,
        exited: () => child.exitCode !== null || child.signalCode !== null,
        kill: (signal = 'SIGKILL') => stopChild(child, signal),
      })),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

const USAGE = `node deploy/run-local.mjs [options]

Starts nginx and the API instances on loopback ports and prints one JSON line once all answer /api/health:
{"proxyUrl", "instances": [{"url", "pid"}], "prefix", "dataDir"}. Stops them all on Ctrl-C or SIGTERM.

  --database-url URL   PostgreSQL database shared by the instances (default $DATABASE_URL)
  --fresh-database-on URL  instead: create a new database on this server for the run, dropped on stop
  --redis-url URL      Redis for the rate limits (default $REDIS_URL; unset: each instance counts alone)
  --proxy-port N       nginx's port (default ${DEFAULT_PROXY_PORT}); the instances listen on the next ones
  --instances N        how many API instances (default 2)
  --server FILE        the API bundle (default api/dist/server.js: npx pnpm@10.34.8 --filter api build)
  --keep-files         keep the temporary prefix (nginx.conf, logs/) after stopping
  --until-stdin-closes stop also when standard input closes: a test that spawned it and died takes it along
  Every other variable of docs/operations.md passes through the environment to the instances.`;

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: process.env.DATABASE_URL },
      'fresh-database-on': { type: 'string' },
      'redis-url': { type: 'string', default: process.env.REDIS_URL },
      'proxy-port': { type: 'string', default: String(DEFAULT_PROXY_PORT) },
      instances: { type: 'string', default: '2' },
      server: { type: 'string' },
      'keep-files': { type: 'boolean', default: false },
      'until-stdin-closes': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const topology = await startTopology({
    databaseUrl: values['database-url'],
    freshDatabaseOn: values['fresh-database-on'],
    redisUrl: values['redis-url'],
    proxyPort: Number(values['proxy-port']),
    instances: Number(values.instances),
    server: values.server,
    keepFiles: values['keep-files'],
  });
  let stopping;
  const stop = () => {
    stopping ??= topology.stop().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
  if (values['until-stdin-closes']) process.stdin.on('end', stop).on('close', stop).resume();
  const { proxyUrl, prefix, dataDir, instances } = topology;
  process.stdout.write(
    `${JSON.stringify({ proxyUrl, prefix, dataDir, instances: instances.map(({ url, pid }) => ({ url, pid })) })}\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
