// POST /batch: several GET calls of /api/analytics in one request, each run as the caller would run it alone
// (Fastify's inject, with the caller's claims, checked once for the batch, and time zone, so it meets the
// same guard, validation and scoping) and answered under its key with its own status and envelope.
import { MESSAGES, type BatchRequest, type BatchResult } from '@moneta/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf, lendAuth, LENT_AUTH_HEADER } from '../auth/guard';
import { failure } from '../http/errors';

/**
 * A call's path: segments of letters, digits, '-' and '_'. No dot, percent-encoding, query or fragment, so a
 * path can neither climb out of the analytics prefix nor smuggle parameters past `params`.
 */
const PATH_PATTERN = /^(\/[A-Za-z0-9_-]+)+$/;

/** GET routes of the scope that a batch does not run: the public health check, and the CSV exports. */
const NOT_BATCHED = [/^\/health$/, /^\/export(\/|$)/];

type BatchCall = BatchRequest['requests'][number];
type BatchAnswer = BatchResult['results'][string];

/**
 * Whether `path` names a GET call under `prefix`: any GET route registered there, asked of Fastify's own
 * router, so a call added later is batchable without a list to edit.
 */
function isBatchable(server: FastifyInstance, prefix: string, path: string): boolean {
  if (!PATH_PATTERN.test(path) || NOT_BATCHED.some((pattern) => pattern.test(path))) return false;
  return server.findRoute({ method: 'GET', url: `${prefix}${path}` }) !== null;
}

/** The request headers a call is run with: the caller's checked claims, lent (guard.ts), and time zone. */
function callHeaders(request: FastifyRequest, nonce: string): Record<string, string> {
  const { timezone } = request.headers;
  return { [LENT_AUTH_HEADER]: nonce, ...(typeof timezone === 'string' ? { timezone } : {}) };
}

async function runCall(request: FastifyRequest, prefix: string, call: BatchCall): Promise<BatchAnswer> {
  if (!isBatchable(request.server, prefix, call.path)) {
    return { status: 404, body: failure(MESSAGES.routeNotFound) };
  }
  const query = Object.fromEntries(
    Object.entries(call.params ?? {}).map(([name, value]) => [name, String(value)]),
  );
  const { nonce, release } = lendAuth(authOf(request));
  try {
    const response = await request.server.inject({
      method: 'GET',
      url: `${prefix}${call.path}`,
      query,
      headers: callHeaders(request, nonce),
    });
    return { status: response.statusCode, body: response.json() };
  } finally {
    release();
  }
}

/** Runs the batch's calls (validated by batchRequestSchema) in parallel under the analytics `prefix`. */
export async function runBatch(
  request: FastifyRequest,
  prefix: string,
  batch: BatchRequest,
): Promise<BatchResult> {
  const answers = await Promise.all(
    batch.requests.map(async (call) => [call.key, await runCall(request, prefix, call)] as const),
  );
  return { results: Object.fromEntries(answers) };
}
