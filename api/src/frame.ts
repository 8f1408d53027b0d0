// A dashboard screen's first frame, drawn into the page the server answers, so that its navbar, sidebar and
// heading paint before any script has run. The host's build makes the renderer (host/dist-frame/render.cjs, its
// own navbar and sidebar, rendered with React); each remote's build writes its pages' headings (frame.json).
// The browser says who is signed in on it, and in which language and theme, in a cookie of the app's
// (FRAME_COOKIE); the app takes the frame over once its screen has drawn (host/src/frame/serverFrame.ts).
import { statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  decodeFrameCookie,
  FRAME_COOKIE,
  FRAME_HEADINGS_FILE,
  frameHeadingsSchema,
  REMOTE_PAGES,
  REMOTES,
  type FrameCookie,
  type FrameHeading,
} from '@moneta/shared/contract';
import type { Config } from './config';
import { remoteLocations } from './releases';

/** What the renderer draws: the frame's markup and antd's theme variables for it. */
export interface RenderedFrame {
  html: string;
  css: string;
}

interface Renderer {
  renderFrame(request: FrameCookie & { path: string; heading: FrameHeading | null }): Promise<RenderedFrame>;
}

/** Where the person's name goes: frames are rendered once per screen, language and theme, then named. */
const NAME_SLOT = 'moneta-frame-name-slot';

let loaded: { file: string; mtimeMs: number; renderer: Renderer } | undefined;
const rendered = new Map<string, Promise<RenderedFrame>>();

/**
 * The host build's renderer, or undefined when the host was built without it. A new host build is picked up
 * without a restart, as its index.html is.
 */
function frameRenderer(config: Config): Renderer | undefined {
  const file = join(config.staticRoot, 'host', 'dist-frame', 'render.cjs');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) {
    const load = createRequire(file);
    delete load.cache[file];
    loaded = { file, mtimeMs, renderer: load(file) as Renderer };
    rendered.clear();
  }
  return loaded.renderer;
}

/** Loads the renderer once the server has started, rather than on the first dashboard page it serves. */
export function warmFrameRenderer(config: Config): void {
  setImmediate(() => {
    try {
      frameRenderer(config);
    } catch {
      // Tried again, and reported, at the first page that needs it.
    }
  });
}

/** The page's heading in the language, from its remote's frame.json; null when the remote's build has none. */
async function pageHeading(config: Config, path: string, language: string): Promise<FrameHeading | null> {
  const page = REMOTE_PAGES.find((candidate) => candidate.route === path);
  const remote = REMOTES.find((candidate) => candidate.name === page?.remote);
  if (!remote) return null;
  const files = (await remoteLocations(config))[remote.name].files;
  if (!files) return null;
  try {
    const raw: unknown = JSON.parse(await readFile(join(files.dir, FRAME_HEADINGS_FILE), 'utf8'));
    const headings = frameHeadingsSchema.parse(raw)[path];
    return headings?.[language] ?? headings?.en ?? null;
  } catch {
    return null;
  }
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const isDashboardPage = (path: string) =>
  REMOTE_PAGES.some(
    (page) => page.route === path && (path === '/dashboard' || path.startsWith('/dashboard/')),
  );

/**
 * The first frame for a GET of `path`, or undefined: not a dashboard screen, no (valid) cookie, no renderer.
 * A renderer that fails leaves the page as it would be without it.
 */
export async function serverFrame(
  config: Config,
  request: FastifyRequest,
  path: string,
): Promise<(RenderedFrame & FrameCookie) | undefined> {
  if (!isDashboardPage(path)) return undefined;
  const cookie = decodeFrameCookie(request.cookies[FRAME_COOKIE]);
  if (!cookie) return undefined;
  let renderer: Renderer | undefined;
  try {
    renderer = frameRenderer(config);
  } catch (error) {
    request.log.warn({ err: error }, 'the first frame renderer could not be loaded');
  }
  if (!renderer) return undefined;
  const found = await pageHeading(config, path, cookie.language);
  const heading = found && {
    ...found,
    ...(found.description && { description: found.description.replaceAll('{{name}}', NAME_SLOT) }),
  };
  const key = JSON.stringify([path, cookie.language, cookie.theme, heading]);
  let frame = rendered.get(key);
  if (!frame) {
    frame = renderer.renderFrame({ ...cookie, name: NAME_SLOT, path, heading });
    rendered.set(key, frame);
    frame.catch(() => rendered.delete(key));
  }
  try {
    const { html, css } = await frame;
    return { ...cookie, css, html: html.replaceAll(NAME_SLOT, escapeText(cookie.name)) };
  } catch (error) {
    request.log.warn({ err: error }, 'the first frame could not be drawn');
    return undefined;
  }
}

/**
 * Hindi is drawn in the Devanagari font the app ships (host/src/bootstrap.tsx): preloaded with a Hindi frame, so
 * that its words never show before their font has arrived. Its files are the host build's.
 */
const FRAME_FONTS = /^noto-sans-devanagari-devanagari-(400|700)-normal\.[0-9a-f]{8}\.woff2$/;

export async function frameFontLinks(config: Config, language: string): Promise<string> {
  if (language !== 'hi') return '';
  const files = await readdir(join(config.staticRoot, 'host', 'dist', 'assets')).catch(() => []);
  return files
    .filter((file) => FRAME_FONTS.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
    .join('');
}
