// Cookie-authenticated endpoints refuse cross-site requests, on top of SameSite=Strict.
import { MESSAGES } from '@moneta/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from '../http/errors';

/** Same host and port as the request's Host header (the default port of the scheme may be left out). */
function isSameHost(origin: URL, host: string): boolean {
  const own = `${origin.protocol}//${host}`;
  return URL.canParse(own) && new URL(own).host === origin.host;
}

export function assertSameSite(request: FastifyRequest, config: Config): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(MESSAGES.crossSite);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (config.appOrigins.includes(origin)) return;
  if (URL.canParse(origin) && isSameHost(new URL(origin), request.host)) return;
  throw forbidden(MESSAGES.originNotAllowed);
}
