// A remote's frame.json: each of its dashboard pages' headings (the registry's `heading` and `description`, keys
// of the page's catalogue) in every language of that catalogue, so that the server draws the page's first frame
// in the person's language before any script has run (api/src/frame.ts). It is written with the remote's build,
// so a remote's release carries the headings of its own texts.
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { sources } = require('webpack');

const FILE = 'frame.json';

/** The catalogue folder of the namespace a source file belongs to: the nearest `locales/` above it. */
function localesFolder(dir, source) {
  let folder = path.dirname(path.resolve(dir, source));
  while (folder.startsWith(dir)) {
    const candidate = path.join(folder, 'locales');
    if (existsSync(candidate)) return candidate;
    folder = path.dirname(folder);
  }
  throw new Error(`${source} has no locales/ folder above it`);
}

/** { route: { language: { title, description? } } } for the pages that name a heading. */
function frameHeadings(dir, pages) {
  const headings = {};
  for (const page of pages.filter((candidate) => candidate.heading)) {
    const folder = localesFolder(dir, page.source);
    const byLanguage = {};
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      const language = path.basename(file, '.json');
      // Keys are the English texts: a catalogue lacking one shows English, as the app does.
      const catalogue = language === 'en' ? {} : JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
      const text = (key) => catalogue[key] ?? key;
      byLanguage[language] = {
        title: text(page.heading),
        ...(page.description && { description: text(page.description) }),
      };
    }
    headings[page.route] = byLanguage;
  }
  return headings;
}

class FrameHeadings {
  constructor({ dir, pages }) {
    this.dir = dir;
    this.pages = pages;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FrameHeadings', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FrameHeadings', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = JSON.stringify(frameHeadings(this.dir, this.pages));
          compilation.emitAsset(FILE, new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { FRAME_FILE: FILE, FrameHeadings, frameHeadings };
