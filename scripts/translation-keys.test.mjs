// The translation-key check must fail on each kind of computed key and pass literals and unions of literals.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { findComputedKeys } from './translation-keys.mjs';

test('computed keys are found, literal ones are not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'translation-keys-'));
  try {
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
    writeFileSync(
      join(dir, 'screen.ts'),
      `declare function t(key: string, values?: object): string;
       declare const name: string;
       declare const received: string;
       declare const goalStatus: 'Active' | 'Paused';
       t('Welcome, {{name}}', { name });
       t(goalStatus);
       t('Welcome, ' + name);
       t(\`Hello \${name}\`);
       t(received);
      `,
    );
    const keys = findComputedKeys(dir).map((problem) => problem.key);
    assert.deepEqual(keys, ["'Welcome, ' + name", '`Hello ${name}`', 'received']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
