// Renders the app icons (src/icons/*.svg) to the PNG sizes the web app manifest lists, in Debian's Chromium:
// node scripts/render-icons.mjs (from host/). The PNGs are committed; run this after changing an SVG.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from '../../e2e/chromium.mjs';

const ICONS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'maskable-192.png', size: 192 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
];

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
try {
  for (const { svg, png, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(new URL(`../src/icons/${svg}`, import.meta.url), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`,
    );
    await page.screenshot({
      path: new URL(`../src/icons/${png}`, import.meta.url).pathname,
      omitBackground: true,
    });
    await page.close();
  }
} finally {
  await browser.close();
}
