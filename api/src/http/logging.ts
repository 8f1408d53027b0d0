// What the API's logs may hold: an error's kind, code and route, never the values
// of a request. A failed query's error carries its SQL and parameters (Drizzle puts both in its message and on
// the error), so the e-mail address of whoever signed in, or any value of a failed write, would reach the log.
import type { FastifyServerOptions } from 'fastify';

type LogError = Error & { code?: unknown; query?: unknown; params?: unknown; cause?: unknown };

/** The code of a database or system error: a PostgreSQL SQLSTATE (23505), or a Node code (ECONNREFUSED). */
export function codeOf(error: LogError): string | undefined {
  for (const candidate of [error, error.cause]) {
    const code = (candidate as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' || typeof code === 'number') return String(code);
  }
  return undefined;
}

/** A failed query: its message and fields hold the statement and its parameters. */
const isQueryError = (error: LogError) =>
  'query' in error || 'params' in error || /^Failed query/.test(error.message);

/**
 * pino's `err` serializer: a query's failure by its kind and code alone; any other error with its message and
 * stack, which hold no request values.
 */
export function errorForLog(value: unknown): { type: string; message: string; stack: string; code?: string } {
  if (!(value instanceof Error)) return { type: typeof value, message: '', stack: '' };
  const error = value as LogError;
  const code = codeOf(error);
  if (isQueryError(error)) {
    return {
      type: error.name,
      code,
      message: 'Query failed (its statement and values are not logged)',
      stack: '',
    };
  }
  return { type: error.name, code, message: error.message, stack: error.stack ?? '' };
}

/**
 * A request as logged: its method, route and client address (behind a trusted proxy, the client's own), without
 * the query string (a search, a calendar feed token). The signed-in user's id joins each line once the bearer
 * token is checked (auth/guard.ts), so an audit can follow an address and an account without their e-mail.
 */
function requestForLog(request: {
  method?: string;
  url?: string;
  ip?: string;
  routeOptions?: { url?: string };
}) {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? request.url?.split('?')[0],
    remoteAddress: request.ip,
  };
}

/** Where log lines go instead of stdout: anything that takes them one by one. */
export interface LogStream {
  write(line: string): void;
}

/** Fastify's logger: these serializers, and headers that carry credentials censored wherever they appear. */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { err: errorForLog, req: requestForLog },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}
