// HTTPS with HTTP/2, and HTTP/1.1 for clients without it, when the server is given a certificate (TLS_CERT_FILE,
// TLS_KEY_FILE). A page's 40-60 scripts then share one connection instead of queueing on a browser's six to an
// origin. Fastify's own http2 option would type every request and reply as HTTP/2 only, so the server comes from a
// factory; routes see the same request and reply either way.
import type { Server } from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { FastifyServerFactory } from 'fastify';
import type { TlsConfig } from '../config';

/** How long an idle HTTP/2 connection is kept open (Fastify's default for its own HTTP/2 servers). */
const SESSION_IDLE_MS = 72_000;

/**
 * The server factory. Closing ends every HTTP/2 connection once its requests are answered, or Fastify's close would
 * wait on browsers that keep theirs open: Fastify calls the server's `closeHttp2Sessions` before closing it.
 */
export function secureServerFactory(tls: TlsConfig): FastifyServerFactory {
  return (handler) => {
    const sessions = new Set<Http2Session>();
    let closing = false;
    const server = Object.assign(
      createSecureServer({ allowHTTP1: true, cert: tls.cert, key: tls.key }, handler as never),
      {
        closeHttp2Sessions: () => {
          closing = true;
          for (const session of sessions) session.close();
        },
      },
    );
    server.on('session', (session) => {
      // A connection accepted just before closing reports its session after it.
      if (closing) {
        session.close();
        return;
      }
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
      session.setTimeout(SESSION_IDLE_MS, () => session.close());
    });
    return server as unknown as Server;
  };
}
