// What the bench scripts share on the command line: their common options, and the lines they print.
import { parseArgs } from 'node:util';

/** The progress and figures a bench prints: its output, on stdout. */
export const log = (message) => process.stdout.write(`${message}\n`);

/**
 * The script's options: --duration (whole seconds, `defaultSeconds` when absent), --db (pglite|postgres|both)
 * and the `options` of its own; `duration` comes back as a number.
 */
export function benchArgs(defaultSeconds, options = {}) {
  // `pnpm bench:api -- --duration 5` hands the separator on: drop it.
  const argv = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'));
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: String(defaultSeconds) },
      db: { type: 'string', default: 'both' },
      ...options,
    },
  });
  const duration = Number(values.duration);
  if (!Number.isInteger(duration) || duration < 1)
    throw new Error('--duration must be a whole number of seconds');
  if (!['pglite', 'postgres', 'both'].includes(values.db))
    throw new Error('--db must be pglite, postgres or both');
  return { ...values, duration };
}
