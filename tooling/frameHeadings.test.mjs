// A remote's frame.json: its dashboard pages' headings in each language of their catalogue, English where a
// catalogue lacks a text, and nothing of the pages that name no heading.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { frameHeadings } = require('./frameHeadings.cjs');

let dir;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'moneta-frame-headings-'));
  mkdirSync(join(dir, 'src/locales'), { recursive: true });
  mkdirSync(join(dir, 'src/pages/goals'), { recursive: true });
  writeFileSync(join(dir, 'src/locales/en.json'), '{}');
  writeFileSync(join(dir, 'src/locales/de.json'), JSON.stringify({ 'Financial Goals': 'Finanzziele' }));
});

after(() => rmSync(dir, { recursive: true, force: true }));

describe('frameHeadings', () => {
  it("translates each page's heading and line from the nearest catalogue above its source", () => {
    const pages = [
      {
        route: '/dashboard/goals',
        source: './src/pages/goals/GoalsPage.tsx',
        heading: 'Financial Goals',
        description: 'Track your savings goals and progress',
      },
      { route: '/login', source: './src/pages/goals/LoginPage.tsx' },
    ];
    assert.deepEqual(frameHeadings(dir, pages), {
      '/dashboard/goals': {
        de: { title: 'Finanzziele', description: 'Track your savings goals and progress' },
        en: { title: 'Financial Goals', description: 'Track your savings goals and progress' },
      },
    });
  });
});
