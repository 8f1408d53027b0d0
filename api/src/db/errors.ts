// Classifies database errors, which Drizzle wraps (DrizzleQueryError) around the driver's own.

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: a statement past the call bound (db/client.ts)
]);
const UNAVAILABLE_MESSAGES = [
  /PGlite is closed/i,
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i, // the pool's connect time-out
  /^timeout expired$/, // a lone client's connect time-out (pg.Client, connectionTimeoutMillis)
  /Query read timeout/i,
];

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && chain.length < 10) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** True when the error means the database could not be reached or is shutting down (answered 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((item) => {
    const code = codeOf(item);
    if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (item instanceof AggregateError) return item.errors.some(isDatabaseUnavailable);
    return item instanceof Error && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(item.message));
  });
}

/** True for a unique constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return causes(error).some((item) => codeOf(item) === '23505');
}

/**
 * True when a write failed for want of disk space: the database's disk_full (SQLSTATE 53100), the file system's
 * ENOSPC, or a write refused by the read-only mode a full disk puts the embedded database in (25006, db/client.ts).
 */
export function isDiskFull(error: unknown): boolean {
  return causes(error).some((item) => {
    const code = codeOf(item);
    return code === '53100' || code === 'ENOSPC' || code === '25006';
  });
}
