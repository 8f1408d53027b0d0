// The layers of shared/src: every source file is in exactly one, and lint refuses an import of a higher layer
// and anything but zod in the contract.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, matchesGlob, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { SHARED_LAYERS } from './sharedLayers.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const sharedSrc = join(root, 'shared/src');
// The circle rule, which reads the whole graph, has a test of its own (noCycle.test.mjs).
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

/** The source files of shared/src but the tests, relative to it. */
function sourceFiles(dir = sharedSrc) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative(sharedSrc, path)] : [];
  });
}

/** The messages of `ruleId` for `code` linted as the file `file` of shared/src (which need not exist). */
async function messagesOf(ruleId, file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(sharedSrc, file) });
  return result.messages.filter((message) => message.ruleId === ruleId);
}

describe("shared/src's layers", () => {
  it('hold every source file, each in one layer', () => {
    const misplaced = sourceFiles()
      .map((file) => ({
        file,
        layers: SHARED_LAYERS.filter((layer) => layer.files.some((glob) => matchesGlob(file, glob))).map(
          (layer) => layer.name,
        ),
      }))
      .filter(({ layers }) => layers.length !== 1);
    assert.deepEqual(misplaced, []);
  });

  it('refuse an import of a higher layer', async () => {
    const [upwards] = await messagesOf(
      'import-x/no-restricted-paths',
      'query/layerCheck.ts',
      "import { Button } from '../ui';\nexport { Button };\n",
    );
    assert.match(upwards.message, /query imports none of ui, components, testing/);
    const viaFacade = await messagesOf(
      'import-x/no-restricted-paths',
      'state/layerCheck.ts',
      "import { sendOrQueue } from '@moneta/shared/query';\nexport { sendOrQueue };\n",
    );
    assert.equal(viaFacade.length, 1);
  });

  it('let a layer import its own and the lower ones', async () => {
    const messages = await messagesOf(
      'import-x/no-restricted-paths',
      'ui/layerCheck.ts',
      "import { MESSAGES } from '../contract/messages';\nimport { useT } from '@moneta/shared';\nimport { QUEUED } from '@moneta/shared/query';\nexport { MESSAGES, QUEUED, useT };\n",
    );
    assert.deepEqual(messages, []);
  });

  it('keep React, axios and the other layers out of the contract', async () => {
    const messages = await messagesOf(
      'no-restricted-imports',
      'contract/layerCheck.ts',
      "import { z } from 'zod';\nimport { useState } from 'react';\nimport axios from 'axios';\nimport { MESSAGES } from './messages';\nexport { axios, MESSAGES, useState, z };\n",
    );
    assert.deepEqual(
      messages.map((message) => message.line),
      [2, 3],
    );
  });
});
