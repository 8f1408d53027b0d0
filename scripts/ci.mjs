// The README's test command (`pnpm ci`): its steps in phases, each phase's steps side by side, stopping after the
// first phase with a failure, then the time each step took, so that a slow run says where its minutes went (a
// whole run is kept well under 25 minutes). Steps share a phase where they leave each other a core: the API
// suite's PGlite run keeps one core busy while its PostgreSQL run mostly waits on the server, so the build runs
// beside it; lint is one process, so the type check takes the other core.
import { spawn } from 'node:child_process';

const PHASES = [['lint', 'typecheck'], ['test:unit'], ['test:api', 'build'], ['test:e2e']];
// The pnpm that runs this script, by the path it gives its scripts.
const pnpm = process.env.npm_execpath;
if (!pnpm) throw new Error('run through pnpm: `pnpm ci`');

/** Writes a stream's output line by line, each with the prefix; a chunk's whole lines in one write. */
function prefixed(stream, prefix) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    if (lines.length) process.stdout.write(lines.map((line) => `${prefix}${line}\n`).join(''));
  });
  stream.on('end', () => {
    if (partial) process.stdout.write(`${prefix}${partial}\n`);
  });
}

/** Runs one step; alone in its phase its output is passed through, beside others each line names its step. */
function run(step, alone) {
  const started = Date.now();
  const child = spawn(process.execPath, [pnpm, step], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (!alone) {
    prefixed(child.stdout, `[${step}] `);
    prefixed(child.stderr, `[${step}] `);
  }
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ step, ms: Date.now() - started, ok: status === 0 }));
  });
}

const startedAt = Date.now();
const taken = [];
for (const phase of PHASES) {
  const results = await Promise.all(phase.map((step) => run(step, phase.length === 1)));
  taken.push(...results);
  if (results.some(({ ok }) => !ok)) break;
}

const failed = taken.filter(({ ok }) => !ok).map(({ step }) => step);
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};
console.log(`\nci: ${failed.length ? `failed at ${failed.join(', ')}` : 'passed'}; time per step:`);
for (const { step, ms } of taken) console.log(`  ${step.padEnd(10)} ${minutes(ms)}`);
console.log(`  ${'total'.padEnd(10)} ${minutes(Date.now() - startedAt)}`);
process.exit(failed.length ? 1 : 0);
