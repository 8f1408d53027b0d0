// Lint refuses an import circle: modules that import each other, directly or through others. A circle of
// type imports only is erased from the build and allowed.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const config = fileURLToPath(new URL('../eslint.config.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'no-cycle-'));
after(() => rmSync(dir, { recursive: true, force: true }));
// The workspace's config, over files of a folder of its own: the circles are on disk, as the rule reads them.
const eslint = new ESLint({ cwd: dir, overrideConfigFile: config });

/** Writes the modules (name -> code) and lints the first; resolves with its no-cycle messages. */
async function cycleMessages(modules) {
  for (const [name, code] of Object.entries(modules)) writeFileSync(join(dir, name), code);
  const [result] = await eslint.lintFiles([join(dir, Object.keys(modules)[0])]);
  return result.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
}

describe('import circles', () => {
  it('are refused between two modules', async () => {
    const messages = await cycleMessages({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    assert.equal(messages.length, 1);
  });

  it('are refused through other modules, re-exports included', async () => {
    const messages = await cycleMessages({
      'c.ts': "import { e } from './index';\nexport const c = () => e;\n",
      'd.ts': "export * from './e';\n",
      'e.ts': "import { c } from './c';\nexport const e = () => c;\n",
      'index.ts': "export * from './d';\n",
    });
    assert.match(messages[0]?.message ?? '', /Dependency cycle via/);
  });

  it('are allowed when one side imports only types', async () => {
    const messages = await cycleMessages({
      'f.ts': "import type { G } from './g';\nexport interface F { g?: G }\n",
      'g.ts': "import type { F } from './f';\nexport const g = (f: F) => f;\nexport type G = typeof g;\n",
    });
    assert.deepEqual(messages, []);
  });
});
