// Production serving: the runtime remotes config, the built host at / and each built remote at /remote-x/, the
// release store at /releases/, and the host's index.html for client routes.
import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_VERSION, REMOTES } from '@moneta/shared/contract';
import { z } from 'zod';
import { RELEASES_PATH, type Config } from './config';
import { serverFrame, stopCuttingFrameStyles, warmFrameRenderer, withFrame } from './frame';
import { pageHead } from './pageHead';
import { remotesConfig } from './releases';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ALWAYS_REVALIDATED = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'sw.js']);
/** webpack's `[name].[contenthash:8].js` and asset modules' `[hash][ext]`. */
const CONTENT_HASHED = /(^|[.-])[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Entry points and manifests are revalidated on every load; content-hashed files are cached for a year. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (react.1a2b3c4d.js.br) is cached as the file it encodes.
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATED.has(name) || name.endsWith('.webmanifest')) return NO_CACHE;
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

const REMOTE_FOLDERS = new Set(REMOTES.map((remote) => remote.folder));

/** A file of a remote's release in the store: <remote folder>/<version>/<file>, never a source map. */
function isReleaseFile(pathName: string): boolean {
  const [, folder, version, file] = /^\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathName) ?? [];
  return (
    REMOTE_FOLDERS.has(folder ?? '') &&
    RELEASE_VERSION.test(version ?? '') &&
    !!file &&
    !file.endsWith('.map')
  );
}

/** The store, created if need be so that a release made after the start is served without a restart. */
function releaseStore(config: Config): string | undefined {
  try {
    mkdirSync(config.releases.store, { recursive: true });
    return config.releases.store;
  } catch {
    return undefined;
  }
}

function hostFile(config: Config, name: string): string {
  return join(config.staticRoot, 'host', 'dist', name);
}

export async function registerStatic(app: FastifyInstance, config: Config): Promise<void> {
  const remotes = z.record(z.string(), z.string()).meta({
    description: "Each remote's federation name and the address of its manifest.",
  });
  app.get('/remotes.json', { schema: { response: { 200: remotes } } }, async (_request, reply) => {
    return reply.header('Cache-Control', NO_CACHE).send(await remotesConfig(config));
  });

  if (config.production) warmFrameRenderer(config);
  app.addHook('onClose', stopCuttingFrameStyles);
  const store = releaseStore(config);
  const folders = [
    { prefix: '/', root: join(config.staticRoot, 'host', 'dist') },
    ...REMOTES.map((remote) => ({
      prefix: `/${remote.folder}/`,
      root: join(config.staticRoot, remote.folder, 'dist'),
    })),
    // A release never changes once packaged: each of its files, manifest and entry included, is cached for a year.
    ...(store ? [{ prefix: `${RELEASES_PATH}/`, root: store, release: true }] : []),
  ];
  await app.register(async (files) => {
    // Which copy is sent (.br, .gz or plain) depends on the request's Accept-Encoding.
    files.addHook('onSend', async (_request, reply) => {
      const vary = reply.getHeader('vary');
      if (!String(vary ?? '').includes('Accept-Encoding')) {
        reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      }
    });
    for (const { prefix, root, release } of folders.filter((folder) => existsSync(folder.root))) {
      await files.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        // The build writes .br and .gz copies of each text asset (tooling/webpack.cjs).
        preCompressed: true,
        cacheControl: false,
        // The build's source maps are for those who operate it, not for visitors.
        allowedPath: release ? isReleaseFile : (pathName) => !pathName.endsWith('.map'),
        setHeaders: (res, filePath) => {
          res.setHeader('Cache-Control', release ? IMMUTABLE : cacheControlFor(filePath));
          // Remote containers may be loaded by a host on another origin.
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
    }
  });
}

/** A client route's page, and whether it is the person's own (it carries their first frame). */
export interface ClientRoutePage {
  html: string;
  personal: boolean;
}

/**
 * For a GET of a client route (not /api, wants HTML): the host's index.html, if it is built, with the remote
 * config and preload links for what that address renders first (./pageHead.ts), and on a dashboard screen its
 * first frame (./frame.ts).
 */
export async function clientRoutePage(
  request: FastifyRequest,
  config: Config,
): Promise<ClientRoutePage | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.url === '/api' || request.url.startsWith('/api/')) return undefined;
  if (!request.headers.accept?.includes('text/html')) return undefined;
  let html: string;
  try {
    html = await readFile(hostFile(config, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  const path = request.url.split('?')[0]!.replace(/\/+$/, '') || '/';
  const frame = await serverFrame(config, request, path);
  const head = await pageHead(config, request.url);
  if (!frame) return { html: html.replace('</head>', `${head}</head>`), personal: false };
  return { html: await withFrame(config, html, head, frame), personal: true };
}

export function sendClientRoutePage(reply: FastifyReply, { html, personal }: ClientRoutePage): FastifyReply {
  return (
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      // A page with a frame names the person: never kept by a shared cache.
      .header('Cache-Control', personal ? `private, ${NO_CACHE}` : NO_CACHE)
      .send(html)
  );
}
