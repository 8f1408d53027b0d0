// The build's federation checks fire: an app importing an entry point of @moneta/shared the host does not
// provide, and a host that does not provide every facade.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { HostProvidesEveryFacade, ImportsOnlySharedFacades, SHARED_FACADES } = require('./webpack.cjs');

let dir;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'moneta-facades-'));
  mkdirSync(join(dir, 'src'));
});

after(() => rmSync(dir, { recursive: true, force: true }));

/** Compiles `source` as an app's src/index.js with `plugins`; resolves with the error messages and the files. */
function compile(source, plugins) {
  writeFileSync(join(dir, 'src', 'index.js'), source);
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, 'dist') },
    // The fixture's imports are not installed: only what the checks say matters.
    resolve: { alias: Object.fromEntries(SHARED_FACADES.map((facade) => [facade, false])) },
    plugins,
  });
  return new Promise((done, fail) =>
    compiler.run((error, stats) => {
      if (error) return fail(error);
      const { errors } = stats.toJson({ all: false, errors: true });
      compiler.close(() =>
        done({ errors: errors.map((item) => item.message), assets: stats.compilation.assets }),
      );
    }),
  );
}

describe('ImportsOnlySharedFacades', () => {
  it('fails a build that imports an entry point of @moneta/shared that is not a shared facade', async () => {
    const { errors } = await compile(
      "import '@moneta/shared/ui';\nimport('@moneta/shared/ui/charts');\nimport '@moneta/shared/router';",
      [new ImportsOnlySharedFacades(dir)],
    );
    const facadeErrors = errors.filter((message) => message.includes('not a facade the host provides'));
    assert.deepEqual(facadeErrors, [
      'src/index.js imports @moneta/shared/ui/charts, which is not a facade the host provides: a facade is an entry of the "exports" of shared/package.json (tooling/sharedFacades.cjs).',
    ]);
  });

  it('passes a build that imports only shared facades', async () => {
    const { errors } = await compile("import '@moneta/shared';\nimport('@moneta/shared/ui/table');", [
      new ImportsOnlySharedFacades(dir),
    ]);
    assert.deepEqual(errors, []);
  });
});

describe('HostProvidesEveryFacade', () => {
  it('fails a host build that does not provide every facade, naming them', async () => {
    const { errors, assets } = await compile('export {};', [new HostProvidesEveryFacade()]);
    assert.equal(errors.length, 1);
    assert.match(errors[0], new RegExp(`The host does not provide ${SHARED_FACADES.join(', ')}`));
    assert.ok(assets['provided-shared.json'], 'the build still says what it provides');
  });
});
