// Runs the pnpm pinned in package.json through npx, so a machine with only Node and npm can drive the
// workspace (corepack would download pnpm from outside the registry). Installs first when needed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

export function pnpm(args, options = {}) {
  const result = spawnSync(npx, ['--yes', packageManager, ...args], {
    cwd: root,
    stdio: 'inherit',
    ...options,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function installIsCurrent() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return false;
  return statSync(marker).mtimeMs >= statSync(join(root, 'pnpm-lock.yaml')).mtimeMs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!installIsCurrent()) pnpm(['install', '--frozen-lockfile']);
  pnpm(process.argv.slice(2));
}
