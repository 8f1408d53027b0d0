// The README's test command (`pnpm ci`): each step in order, stopping at the first that fails, then the time each
// took, so that a slow run says where its minutes went (a whole run is kept well under 25 minutes).
import { spawnSync } from 'node:child_process';

const STEPS = ['lint', 'typecheck', 'test:unit', 'test:api', 'build', 'test:e2e'];
// The pnpm that runs this script, by the path it gives its scripts.
const pnpm = process.env.npm_execpath;
if (!pnpm) throw new Error('run through pnpm: `pnpm ci`');

const taken = [];
let failed = false;
for (const step of STEPS) {
  const start = Date.now();
  const { status } = spawnSync(process.execPath, [pnpm, step], { stdio: 'inherit' });
  taken.push([step, Date.now() - start]);
  if (status !== 0) {
    failed = true;
    break;
  }
}

const minutes = (ms) =>
  `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
console.log(`\nci: ${failed ? 'failed at' : 'passed'} ${taken.at(-1)[0]}; time per step:`);
for (const [step, ms] of taken) console.log(`  ${step.padEnd(10)} ${minutes(ms)}`);
console.log(`  ${'total'.padEnd(10)} ${minutes(taken.reduce((sum, [, ms]) => sum + ms, 0))}`);
process.exit(failed ? 1 : 0);
