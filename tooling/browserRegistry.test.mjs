// The registry as the browser builds get it: every remote and page, with what the app reads and without the
// fields only the builds and the server use.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { it } from 'node:test';

const require = createRequire(import.meta.url);
const browserRegistry = require('./browserRegistry.cjs');
const source = readFileSync(new URL('../shared/src/contract/remotes.json', import.meta.url), 'utf8');
const full = JSON.parse(source);
const stripped = JSON.parse(browserRegistry(source));

it('keeps every remote and page with the fields the app reads', () => {
  assert.deepEqual(Object.keys(stripped), Object.keys(full));
  const goals = stripped.remote_goals;
  assert.equal(goals.folder, 'remote-goals');
  assert.deepEqual(
    goals.pages.map(({ module, route }) => [module, route]),
    full.remote_goals.pages.map(({ module, route }) => [module, route]),
  );
  assert.ok(goals.pages.every((page) => page.section && page.sidebar));
});

it('leaves out the source files, dev ports and the first frame headings', () => {
  const text = JSON.stringify(stripped);
  for (const field of ['"source"', '"devPort"', '"heading"', '"description"'])
    assert.ok(!text.includes(field), field);
  // The full registry has each of them, so the test would see one left behind.
  assert.ok(
    full.remote_goals.devPort && full.remote_goals.pages[0].source && full.remote_goals.pages[0].heading,
  );
});
