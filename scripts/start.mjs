// `npm start`: builds what changed since the last build, then serves Moneta from api/ on the embedded database.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const APPS = [
  'api',
  'host',
  ...readdirSync(root).filter(
    (name) => name.startsWith('remote-') && existsSync(join(root, name, 'package.json')),
  ),
];
// What every app's build reads besides its own folder.
const COMMON_INPUTS = [
  'shared/src',
  'shared/package.json',
  'tooling',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];
const IGNORED = new Set(['node_modules', 'dist', 'data', 'coverage']);

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!IGNORED.has(entry)) yield* files(join(path, entry));
  }
}

function inputHash(app) {
  const hash = createHash('sha256');
  for (const input of [app, ...COMMON_INPUTS]) {
    for (const file of files(join(root, input))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash.update(relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function pnpm(args, env = {}) {
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const result = spawnSync('npx', ['--yes', packageManager, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

for (const app of APPS) {
  const stamp = join(root, app, 'dist', '.build-stamp');
  const hash = inputHash(app);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${app}: up to date`);
    continue;
  }
  pnpm(['--filter', app, 'run', 'build']);
  writeFileSync(stamp, hash);
}

pnpm(['--filter', 'api', 'run', 'start'], { NODE_ENV: process.env.NODE_ENV ?? 'production' });
