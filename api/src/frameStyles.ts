// A first frame's styles cut to the rules its markup uses. The renderer hands over all of antd's styles for the
// components the app has drawn (about 165 KB on the transactions screen), most of which the frame never shows;
// Beasties keeps the rules whose selectors match the frame (with their hover, focus and media variants) and drops
// the rest. Cutting takes a tenth of a second or more of CPU, so it runs in a worker thread of its own, after the
// first page has been served with the whole styles; the server's own thread keeps answering meanwhile.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The frame as the page carries it: a picture of the screen until the app takes it over, nothing in it pressed or
 * focused meanwhile.
 */
export const frameMarkup = (html: string) => `<div id="frame" class="server-frame" inert>${html}</div>`;

export interface FramePage {
  html: string;
  css: string;
  language: string;
  theme: string;
}

interface CutRequest extends FramePage {
  id: number;
}

type CutAnswer = { id: number; css: string } | { id: number; error: string };

/**
 * The worker, as source: it must run from api/src under the tests and from api/dist in production alike.
 * Beasties' compression is off: it drops braces and semicolons from antd's rules, which leaves later rules
 * unparsed (the selected menu item loses its colour).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Beasties = require(workerData.beasties);
const beasties = new Beasties({
  external: false,
  inlineFonts: true,
  preloadFonts: false,
  compress: false,
  logLevel: 'silent',
});
const STYLE = /<style>([\\s\\S]*?)<\\/style>/;
parentPort.on('message', async ({ id, html, css, language, theme }) => {
  try {
    const page = await beasties.process(
      '<html lang="' + language + '" data-theme="' + theme + '"><head><style>' + css + '</style></head>' +
        '<body>' + html + '<div id="root"></div></body></html>',
    );
    parentPort.postMessage({ id, css: STYLE.exec(page)?.[1] ?? '' });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

/** Cuts frames' styles in one worker thread, started at the first cut, one cut at a time. */
export class FrameStylesCutter {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (css: string) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly apiRoot: string) {}

  /** The rules of `page.css` that `page.html` (the frame's own markup) uses. */
  cut(page: FramePage): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const worker = this.worker ?? this.start();
      const id = this.nextId++;
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, ...page, html: frameMarkup(page.html) } satisfies CutRequest);
    });
  }

  /** Stops the worker; a later cut starts another. */
  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const beasties = createRequire(join(this.apiRoot, 'package.json')).resolve('beasties');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { beasties } });
    worker.on('message', (answer: CutAnswer) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if ('error' in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.css);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the frame styles worker stopped (exit code ${code})`)));
    // Only now: attaching a listener references the worker again, and a referenced worker keeps the process (a
    // test run) from exiting.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
