import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FrameStylesCutter } from './frameStyles';

const apiRoot = resolve(__dirname, '..');

/** A frame's markup and styles as the renderer hands them over: antd's rules end in `;}`, most are unused. */
const HTML =
  '<div class="app"><ul class="ant-menu"><li class="ant-menu-item ant-menu-item-selected">Transactions</li>' +
  '<li class="ant-menu-item">Goals</li></ul><h1 class="heading">Transactions</h1></div>';
const CSS = [
  '.app{--ant-color-bg-layout:#f8fafc;}',
  '.ant-menu-item{color:rgba(0,0,0,0.88);padding:0 16px;}',
  '.ant-menu-item:hover{background:#f1f5f9;}',
  '.ant-menu-item-selected{color:#1d4ed8;background:#eff6ff;}',
  '.ant-table-wrapper .ant-table-thead>tr>th{font-weight:600;}',
  '.ant-modal-root .ant-modal-mask{position:fixed;}',
  '@media (max-width: 767px){.heading{font-size:20px;}.ant-picker-dropdown{display:none;}}',
  '[data-theme=dark] .heading{color:#e2e8f0;}',
  '[data-theme=light] .heading{color:#0f172a;}',
].join('\n');

let cutter: FrameStylesCutter;

beforeAll(() => {
  cutter = new FrameStylesCutter(apiRoot);
});

afterAll(async () => {
  await cutter.stop();
});

describe("a first frame's styles", () => {
  it('keep the rules the frame uses, with their hover and media variants, and drop the rest', async () => {
    const css = await cutter.cut({ html: HTML, css: CSS, language: 'en', theme: 'dark' });
    expect(css).toContain('.ant-menu-item-selected{color:#1d4ed8;background:#eff6ff;}');
    expect(css).toContain('.ant-menu-item:hover{background:#f1f5f9;}');
    expect(css).toContain('.app{--ant-color-bg-layout:#f8fafc;}');
    expect(css).toMatch(/@media \(max-width: 767px\)\s*\{\s*\.heading\{font-size:20px;\}\s*\}/);
    expect(css).toContain('[data-theme=dark] .heading{color:#e2e8f0;}');
    expect(css).not.toContain('[data-theme=light]');
    expect(css).not.toContain('ant-table');
    expect(css).not.toContain('ant-modal');
    expect(css).not.toContain('ant-picker');
    // Every rule is whole: a rule that lost its brace would leave the ones after it unparsed.
    expect(css.split('{').length).toBe(css.split('}').length);
  });

  it('are cut for several frames at once, each its own', async () => {
    const [light, dark] = await Promise.all([
      cutter.cut({ html: HTML, css: CSS, language: 'en', theme: 'light' }),
      cutter.cut({ html: HTML, css: CSS, language: 'hi', theme: 'dark' }),
    ]);
    expect(light).toContain('[data-theme=light] .heading');
    expect(light).not.toContain('[data-theme=dark]');
    expect(dark).toContain('[data-theme=dark] .heading');
  });

  it('are cut again by a new worker after the last one was stopped', async () => {
    await cutter.stop();
    await expect(cutter.cut({ html: HTML, css: CSS, language: 'en', theme: 'light' })).resolves.toContain(
      '.ant-menu-item-selected',
    );
  });

  it('are refused, not waited for, when the cutter cannot be loaded', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'moneta-no-beasties-'));
    writeFileSync(join(elsewhere, 'package.json'), '{}');
    const lost = new FrameStylesCutter(elsewhere);
    try {
      await expect(lost.cut({ html: HTML, css: CSS, language: 'en', theme: 'light' })).rejects.toThrow(
        /beasties/,
      );
    } finally {
      await lost.stop();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
