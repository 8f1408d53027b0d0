// The httpOnly cookies: the refresh token (scoped to /api/auth), the reset session (scoped to /api/reset) and
// the calendar link's browser binding (scoped to /api/google/callback).
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { SESSION_LIFETIME_SECONDS } from '@moneta/shared/contract';
import type { Config } from '../config';

export const REFRESH_COOKIE = 'moneta_refresh';
export const RESET_COOKIE = 'moneta_reset';
export const CALENDAR_LINK_COOKIE = 'moneta_calendar_link';
export const REFRESH_TOKEN_TTL_SECONDS = SESSION_LIFETIME_SECONDS;
export const RESET_SESSION_TTL_SECONDS = 15 * 60;

const REFRESH_PATH = '/api/auth';
const RESET_PATH = '/api/reset';
const CALENDAR_LINK_PATH = '/api/google/callback';

function options(
  config: Config,
  path: string,
  maxAge?: number,
  sameSite: 'strict' | 'lax' = 'strict',
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite,
    secure: config.cookieSecure,
    path,
    ...(maxAge ? { maxAge } : {}),
  };
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, options(config, REFRESH_PATH, REFRESH_TOKEN_TTL_SECONDS));
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, options(config, REFRESH_PATH));
}

export function setResetCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(RESET_COOKIE, token, options(config, RESET_PATH, RESET_SESSION_TTL_SECONDS));
}

export function clearResetCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(RESET_COOKIE, options(config, RESET_PATH));
}

/**
 * The calendar link's binding: the provider sends the browser back to the callback from its own site, a
 * cross-site navigation that carries Lax cookies but not the Strict refresh cookie (whose path is /api/auth
 * anyway). Only the browser that started the link holds it, so a callback opened anywhere else fails.
 */
export function setCalendarLinkCookie(
  reply: FastifyReply,
  config: Config,
  binding: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(CALENDAR_LINK_COOKIE, binding, options(config, CALENDAR_LINK_PATH, maxAgeSeconds, 'lax'));
}

export function clearCalendarLinkCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(CALENDAR_LINK_COOKIE, options(config, CALENDAR_LINK_PATH, undefined, 'lax'));
}
