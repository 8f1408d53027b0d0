// The API as a real process, for the fault tests: bundled as build.mjs does, started on a free port, waited for.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { API_ROOT, TEST_JWT_SECRET } from '../helpers';

export const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Resolves with [code, signal] once the process has exited. */
  exited: Promise<unknown[]>;
  /** What the server wrote to stdout and stderr so far. */
  output(): string;
}

/**
 * Bundles src/server.ts as build.mjs does (the API suite runs before the build) and resolves with the file. It
 * lands in dist/ because the server finds its migrations and node_modules one level above its own file.
 */
export async function bundleServer(name: string): Promise<string> {
  const bundle = join(API_ROOT, 'dist', `faults-${name}-${process.pid}.js`);
  const pkg = JSON.parse(readFileSync(join(API_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: [join(API_ROOT, 'src', 'server.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(pkg.dependencies).flatMap((dependency) => [dependency, `${dependency}/*`]),
    logLevel: 'error',
  });
  return bundle;
}

export function removeBundle(bundle: string): void {
  rmSync(bundle, { force: true });
}

export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface SpawnOptions {
  bundle: string;
  dataDir: string;
  /** PostgreSQL's connection string; the embedded database in dataDir when empty or absent. */
  databaseUrl?: string;
  /** More variables, over the defaults. */
  env?: Record<string, string>;
}

/** Starts the bundled server without waiting for it. */
export async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [options.bundle], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      STATIC_ROOT: join(options.dataDir, 'no-static'),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    exited: once(child, 'exit'),
    output: () => output,
  };
}

const healthStatus = (server: ServerProcess) =>
  fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.status,
    () => 0,
  );

/** Waits until the server's /api/health answers 200; throws if it exits first or takes too long. */
export async function waitHealthy(server: ServerProcess): Promise<ServerProcess> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    if ((await healthStatus(server)) === 200) return server;
    if (Date.now() > deadline)
      throw new Error(`/api/health not 200 within ${START_TIMEOUT_MS / 1000} s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the bundled server and waits until /api/health answers 200. */
export async function startServer(options: SpawnOptions): Promise<ServerProcess> {
  return waitHealthy(await spawnServer(options));
}

/** Kills a server still running (SIGKILL) and waits for it. */
export async function killServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Log lines at error level or above (pino's 50 and 60), and anything that is not a pino line. */
export function troubleIn(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 50;
      } catch {
        return true;
      }
    });
}
