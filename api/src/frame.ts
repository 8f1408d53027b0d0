// A dashboard screen's first frame, drawn into the page the server answers, so that its navbar, sidebar and
// heading paint before any script has run. The host's build makes the renderer (host/dist-frame/render.cjs, its
// own navbar and sidebar, rendered with React); each remote's build writes its pages' headings (frame.json).
// The browser says who is signed in on it, and in which language and theme, in a cookie of the app's
// (FRAME_COOKIE); the app takes the frame over once its screen has drawn (host/src/frame/serverFrame.ts).
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
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
import { FrameStylesCutter, frameMarkup } from './frameStyles';
import { remoteLocations } from './releases';

/** What the renderer draws: the frame's markup and antd's styles for it, `cut` once only the used rules are left. */
export interface RenderedFrame {
  html: string;
  css: string;
  cut?: boolean;
}

interface Renderer {
  renderFrame(request: FrameCookie & { path: string; heading: FrameHeading | null }): Promise<RenderedFrame>;
}

/** Where the person's name goes: frames are rendered once per screen, language and theme, then named. */
const NAME_SLOT = 'moneta-frame-name-slot';

let loaded: { file: string; mtimeMs: number; renderer: Renderer } | undefined;
const rendered = new Map<string, Promise<RenderedFrame>>();
let cutter: FrameStylesCutter | undefined;

/**
 * Once a frame is drawn, cuts its styles and keeps the cut in its place, unless the frame was drawn again
 * meanwhile (a new host build). Until then, and if cutting fails, pages carry the whole styles.
 */
function keepCutStyles(
  config: Config,
  log: FastifyBaseLogger,
  key: string,
  drawn: Promise<RenderedFrame>,
  { language, theme }: FrameCookie,
): void {
  const styles = (cutter ??= new FrameStylesCutter(config.apiRoot));
  drawn
    .then(async ({ html, css }) => {
      const cut = await styles.cut({ html, css, language, theme });
      if (rendered.get(key) === drawn) rendered.set(key, Promise.resolve({ html, css: cut, cut: true }));
    })
    .catch((error: unknown) => {
      if (rendered.get(key) === drawn) log.warn({ err: error }, "the first frame's styles could not be cut");
    });
}

/** Stops cutting frames' styles (the server is closing). */
export async function stopCuttingFrameStyles(): Promise<void> {
  await cutter?.stop();
}

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
    const drawn = renderer.renderFrame({ ...cookie, name: NAME_SLOT, path, heading });
    rendered.set(key, drawn);
    drawn.catch(() => rendered.delete(key));
    keepCutStyles(config, request.server.log, key, drawn, cookie);
    frame = drawn;
  }
  try {
    const { html, css, cut } = await frame;
    return { ...cookie, css, cut, html: html.replaceAll(NAME_SLOT, escapeText(cookie.name)) };
  } catch (error) {
    request.log.warn({ err: error }, 'the first frame could not be drawn');
    return undefined;
  }
}

/**
 * Hindi is drawn in the Devanagari font the app ships, whose @font-face rules are in the host's start-up
 * stylesheet (host/src/bootstrap.tsx), where its words may show in a fallback font until it has arrived. A Hindi
 * frame has those rules inline, shown only once loaded, and its files preloaded: its words never change font,
 * nor move what stands beside them.
 *
 * In the frame the faces go by a name of their own, first in its font list. Chromium lays out a page's words
 * while the font is still on its way in the first family of the list that is ready (system-ui), and was seen to
 * keep that choice once the font had arrived: Devanagari in boxes, or in another font than the app's. Their
 * unicode-range keeps every other script in the fonts it had, and the app's own rules (under the font's own
 * name) never reach the frame.
 */
const FRAME_DEVANAGARI = 'Moneta Frame Devanagari';
const STYLE_PRELOAD = /<link rel="preload" as="style" href="(\/[\w.-]+\.css)">/g;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const WOFF2 = /url\((\/[\w./-]+\.woff2)\)/g;

async function devanagariFaces(config: Config, indexHtml: string): Promise<string> {
  const sheets = await Promise.all(
    [...indexHtml.matchAll(STYLE_PRELOAD)].map(([, href]) =>
      readFile(join(config.staticRoot, 'host', 'dist', href!), 'utf8').catch(() => ''),
    ),
  );
  const faces = sheets
    .flatMap((sheet) => sheet.match(FONT_FACE) ?? [])
    .filter((face) => face.includes('devanagari-devanagari'));
  const preloads = faces.flatMap((face) => [...face.matchAll(WOFF2)].map(([, file]) => file!));
  return (
    preloads
      .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${file}">`)
      .join('') +
    `<style>${faces
      .map((face) =>
        face
          .replace(/font-display:\s*swap/, 'font-display: block')
          .replace(/font-family:[^;]+;/, `font-family: '${FRAME_DEVANAGARI}';`),
      )
      .join('')}#frame{font-family:'${FRAME_DEVANAGARI}',var(--font-family)}</style>`
  );
}

/**
 * The host's index.html with the page's `head` and the frame: its language and theme on <html>, its styles
 * inline (marked whole or cut), its markup before #root.
 */
export async function withFrame(
  config: Config,
  indexHtml: string,
  head: string,
  frame: RenderedFrame & FrameCookie,
): Promise<string> {
  const fonts = frame.language === 'hi' ? await devanagariFaces(config, indexHtml) : '';
  return indexHtml
    .replace(/<html[^>]*>/, `<html lang="${frame.language}" data-theme="${frame.theme}">`)
    .replace(
      '</head>',
      () =>
        `${head}${fonts}<style data-frame-styles="${frame.cut ? 'cut' : 'whole'}">${frame.css}</style></head>`,
    )
    .replace('<div id="root">', () => `${frameMarkup(frame.html)}<div id="root">`);
}
