// The facade list is shared/package.json's "exports", and lint's import boundaries follow it: the apps may
// import each facade, api/ none of them.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const require = createRequire(import.meta.url);
const { NOT_SHARED, SHARED_FACADES } = require('./sharedFacades.cjs');
const root = new URL('../', import.meta.url);
const sharedPackage = JSON.parse(readFileSync(new URL('shared/package.json', root), 'utf8'));
const eslint = new ESLint({ cwd: root.pathname });

/** Lints one import of each facade as if in `filePath`; resolves with the restricted-import messages per line. */
async function restrictedImports(filePath, facades) {
  const code = facades.map((facade) => `import '${facade}';\n`).join('');
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('the shared facades', () => {
  it("are every entry point of shared/package.json's exports but the ones not shared", () => {
    const entries = Object.keys(sharedPackage.exports);
    const facades = entries
      .filter((entry) => !NOT_SHARED.includes(entry))
      .map((entry) => `@moneta/shared${entry.slice(1)}`);
    assert.deepEqual(SHARED_FACADES, facades);
    assert.ok(SHARED_FACADES.includes('@moneta/shared'));
    assert.ok(SHARED_FACADES.includes('@moneta/shared/ui/upload'));
    for (const entry of NOT_SHARED) assert.ok(entries.includes(entry), `${entry} is an entry point`);
  });

  it('each point at a source file', () => {
    for (const [entry, file] of Object.entries(sharedPackage.exports)) {
      assert.ok(existsSync(new URL(`shared/${file}`, root)), `${entry} -> ${file}`);
    }
  });

  it('are each forbidden to api/', async () => {
    const messages = await restrictedImports('api/src/facades.ts', SHARED_FACADES);
    assert.deepEqual(
      messages.map((message) => message.line),
      SHARED_FACADES.map((_, index) => index + 1),
    );
  });

  it('are each allowed to the host and the remotes, whose lint names them all', async () => {
    for (const filePath of ['host/src/facades.ts', 'remote-goals/src/facades.ts']) {
      assert.deepEqual(await restrictedImports(filePath, SHARED_FACADES), []);
    }
    const [contract] = await restrictedImports('remote-goals/src/facades.ts', ['@moneta/shared/contract']);
    const listed = contract.message.slice(contract.message.indexOf(': ') + 2, -1).split(', ');
    assert.deepEqual(listed, SHARED_FACADES);
  });
});
