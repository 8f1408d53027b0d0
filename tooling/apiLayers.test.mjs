// The layers of api/src: every source file is in exactly one, and lint refuses an import of a higher layer.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, matchesGlob, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { API_LAYERS } from './apiLayers.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const apiSrc = join(root, 'api/src');
// The circle rule, which reads the whole graph, has a test of its own (noCycle.test.mjs).
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const RULE = 'import-x/no-restricted-paths';

/** The TypeScript files of api/src, relative to it. */
function sourceFiles(dir = apiSrc) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(apiSrc, path)] : [];
  });
}

/** The layer rule's messages for `code` linted as the file `file` of api/src (which need not exist). */
async function messagesOf(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(apiSrc, file) });
  return result.messages.filter((message) => message.ruleId === RULE);
}

describe("api/src's layers", () => {
  it('hold every source file, each in one layer', () => {
    const misplaced = sourceFiles()
      .map((file) => ({
        file,
        layers: API_LAYERS.filter((layer) => layer.files.some((glob) => matchesGlob(file, glob))).map(
          (layer) => layer.name,
        ),
      }))
      .filter(({ layers }) => layers.length !== 1);
    assert.deepEqual(misplaced, []);
  });

  it('refuse an import of a higher layer', async () => {
    const cases = [
      ['lib/layerCheck.ts', "import type { Db } from '../db/client';\nexport type { Db };\n", 'lib'],
      ['users/schema.ts', "import { ok } from '../http/envelope';\nexport { ok };\n", 'tables'],
      ['http/layerCheck.ts', "import { sha256 } from '../auth/sessions';\nexport { sha256 };\n", 'platform'],
      [
        'budgets/layerCheck.ts',
        "import { budgetRoutes } from '../routes/budgets';\nexport { budgetRoutes };\n",
        'domains',
      ],
      ['routes/layerCheck.ts', "import { buildApp } from '../app';\nexport { buildApp };\n", 'routes'],
    ];
    for (const [file, code, layer] of cases) {
      const messages = await messagesOf(file, code);
      assert.equal(messages.length, 1, `${file}: ${JSON.stringify(messages)}`);
      assert.match(messages[0].message, new RegExp(`: ${layer} imports none of `));
    }
  });

  it('let a layer import its own and the lower ones', async () => {
    const messages = await messagesOf(
      'goals/layerCheck.ts',
      [
        "import { percentOf } from '../lib/percent';",
        "import { goals } from './schema';",
        "import { onceForKey } from '../http/idempotency';",
        "import { listTransactions } from '../transactions/pages';",
        'export { goals, listTransactions, onceForKey, percentOf };',
        '',
      ].join('\n'),
    );
    assert.deepEqual(messages, []);
  });
});
