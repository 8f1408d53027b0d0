// The translation check must find each kind of problem: computed keys, bare JSX texts, and catalogues that lack
// a key or a plural form, hold a key nobody uses, or lose a placeholder.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkCatalogues, readPackage } from './translation-keys.mjs';

/** A throwaway package holding `files`; returns its folder. */
function tempPackage(files) {
  const dir = mkdtempSync(join(tmpdir(), 'translation-keys-'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, jsx: 'preserve' } }),
  );
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

test('computed keys are found, literal ones are read with whether they are counted', () => {
  const dir = tempPackage({
    'screen.ts': `declare function t(key: string, values?: object): string;
       declare const name: string;
       declare const received: string;
       declare const goalStatus: 'Active' | 'Paused';
       t('Welcome, {{name}}', { name });
       t('{{count}} goals', { count: 2 });
       t(goalStatus);
       t('Welcome, ' + name);
       t(\`Hello \${name}\`);
       t(received);
      `,
  });
  try {
    const { keys, problems } = readPackage(dir);
    assert.deepEqual(
      problems.map((problem) => problem.replace(/^.*: /, '')),
      [
        "t('Welcome, ' + name) is not a literal key",
        't(`Hello ${name}`) is not a literal key',
        't(received) is not a literal key',
      ],
    );
    assert.deepEqual(Object.fromEntries([...keys.values()][0]), {
      'Welcome, {{name}}': false,
      '{{count}} goals': true,
      Active: false,
      Paused: false,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("categoryLabel(t, name) and useCategoryPicker(t, ...) use every default category's name as a key", () => {
  const dir = tempPackage({
    'screen.ts': `declare function t(key: string): string;
       declare function names(key: string): string;
       declare function categoryLabel(translate: (key: string) => string, name: string): string;
       declare function useCategoryPicker(translate: (key: string) => string): unknown;
       declare const name: string;
       categoryLabel(t, name);
       useCategoryPicker(t);
       categoryLabel(names, name);
      `,
  });
  try {
    const { keys, problems } = readPackage(dir);
    assert.deepEqual(problems, []);
    const used = [...[...keys.values()][0].keys()];
    assert.deepEqual(used.slice(0, 5), ['Salary', 'Freelance', 'Bonus', 'Investment', 'Other Income']);
    assert.equal(used.length, 16);
    assert.ok(used.includes('Other Expense'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a JSX text or a visible attribute written as a bare literal is found', () => {
  const dir = tempPackage({
    'screen.tsx': `declare function t(key: string): string;
       export const ok = <button aria-label={t('Close')} className="x" type="button">{t('Save')} ·</button>;
       export const text = <p>Hello there</p>;
       export const label = <input placeholder="Search" aria-label={t('Search')} />;
      `,
  });
  try {
    const { problems } = readPackage(dir);
    assert.deepEqual(
      problems.map((problem) => problem.replace(/^.*?:\d+: /, '')),
      ['JSX text "Hello there" does not go through t()', 'placeholder="Search" does not go through t()'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("catalogues must hold every key, each language's plural forms, the same placeholders and nothing else", () => {
  const dir = tempPackage({});
  mkdirSync(join(dir, 'locales'));
  const write = (language, catalogue) =>
    writeFileSync(join(dir, 'locales', `${language}.json`), JSON.stringify(catalogue));
  const keys = new Map([
    ['Save', false],
    ['Welcome, {{name}}', false],
    ['{{count, number}} goals', true],
  ]);
  const complete = (one, other, extra = {}) => ({
    Save: 'S',
    'Welcome, {{name}}': 'W {{name}}',
    '{{count, number}} goals_one': one,
    '{{count, number}} goals_other': other,
    ...extra,
  });
  write('en', { '{{count, number}} goals_one': '{{count, number}} goal' });
  write('hi', complete('{{count, number}} लक्ष्य', '{{count, number}} लक्ष्य'));
  write('de', complete('{{count, number}} Ziel', '{{count, number}} Ziele'));
  write(
    'it',
    complete('un obiettivo', '{{count, number}} obiettivi', {
      '{{count, number}} goals_many': '{{count, number}} di obiettivi',
    }),
  );
  // French lacks its many form and Save; Spanish lost a placeholder and keeps a key nobody uses.
  write('fr', {
    'Welcome, {{name}}': 'Bienvenue',
    '{{count, number}} goals_one': 'x',
    '{{count, number}} goals_other': 'y',
  });
  write(
    'es',
    complete('1 meta', '{{count, number}} metas', {
      '{{count, number}} goals_many': 'z {{count, number}}',
      Gone: 'Ido',
    }),
  );
  try {
    const { problems, todo } = checkCatalogues(dir, keys);
    const named = problems.map((problem) => problem.replace(/^.*locales\//, ''));
    assert.deepEqual(named.sort(), [
      'es.json: "Gone" is used by no code',
      'fr.json lacks 2 entries',
      'fr.json: "Welcome, {{name}}" has placeholders {{}} where English has {{name}}',
    ]);
    assert.deepEqual(todo.fr, { Save: 'Save', '{{count, number}} goals_many': '{{count, number}} goals' });
    assert.deepEqual(todo.en, {});
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
