// The two httpOnly cookies: the refresh token (scoped to /api/auth) and the reset session (scoped to /api/reset).
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

export const REFRESH_COOKIE = 'moneta_refresh';
export const RESET_COOKIE = 'moneta_reset';
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const RESET_SESSION_TTL_SECONDS = 15 * 60;

const REFRESH_PATH = '/api/auth';
const RESET_PATH = '/api/reset';

function options(config: Config, path: string, maxAge?: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
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
