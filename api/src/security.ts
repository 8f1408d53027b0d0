// Security middleware from the ecosystem: helmet with a CSP that allows the configured
// remote origins, CORS for the configured app origins only, cookies, and per-route rate limits.
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerRateLimits } from './http/rate-limit';

/** The origins of the remote manifest URLs and of the release store that point at another origin. */
export function remoteOrigins(config: Config): string[] {
  const origins = [...Object.values(config.remotes), config.releases.baseUrl]
    .filter((url) => !url.startsWith('/') && URL.canParse(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    // antd's CSS-in-JS writes style tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', ...remotes],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", ...remotes],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    hsts: config.production,
    // Helmet's SAMEORIGIN would let the app's own pages frame it where a browser ignores frame-ancestors.
    frameguard: { action: 'deny' },
  });
  await app.register(cors, {
    origin: config.appOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(cookie);
  await registerRateLimits(app, config);
  // No answer under /api may wait in a browser's or a proxy's cache: tokens, profiles and lists are a person's
  // own. A route that says more (the calendar feed's `private, no-store`) keeps its own.
  app.addHook('onSend', async (request, reply) => {
    if ((request.url === '/api' || request.url.startsWith('/api/')) && !reply.hasHeader('cache-control')) {
      void reply.header('Cache-Control', 'no-store');
    }
  });
}
