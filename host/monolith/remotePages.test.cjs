// The monolith's page imports and route preloads, as host/webpack.monolith.cjs builds them from the registry.
const assert = require('node:assert/strict');
const path = require('node:path');
const { test } = require('node:test');
const { monolithRoutePreloads, pageChunkName, remotePagesModule } = require('./remotePages.cjs');

const registry = {
  remote_a: {
    folder: 'remote-a',
    pages: [
      { module: 'OnePage', source: './src/one/OnePage.tsx', route: '/one' },
      { module: 'TwoPage', source: './src/two/TwoPage.tsx', route: '/dashboard/two' },
    ],
  },
  remote_b: { folder: 'remote-b', pages: [{ module: 'OnePage', source: './src/OnePage.tsx', route: '/b' }] },
};

test('each page is an import() of its source in the remote folder, in a chunk named after its id', () => {
  const root = path.resolve('/workspace');
  const code = remotePagesModule(registry, root);
  const imports = [
    ...code.matchAll(/"([^"]+)": \(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g),
  ];
  assert.deepEqual(
    imports.map(([, id, chunk, file]) => [id, chunk, file]),
    [
      ['remote_a/OnePage', 'remote_a-OnePage', path.join(root, 'remote-a/src/one/OnePage.tsx')],
      ['remote_a/TwoPage', 'remote_a-TwoPage', path.join(root, 'remote-a/src/two/TwoPage.tsx')],
      ['remote_b/OnePage', 'remote_b-OnePage', path.join(root, 'remote-b/src/OnePage.tsx')],
    ],
  );
  assert.match(code, /^export default \{/);
});

test("a route preloads the host's chunks and its page's chunk, and no remote; the host's own pages as they are", () => {
  const routePreloads = {
    '/': { chunks: ['landing'] },
    '/one': { chunks: ['layout'], remote: 'remote_a' },
    '/dashboard/two': { chunks: ['layout', 'dashboard'], remote: 'remote_a' },
    '/b': { chunks: ['layout'], remote: 'remote_b' },
  };
  assert.deepEqual(monolithRoutePreloads(routePreloads, registry), {
    '/': { chunks: ['landing'] },
    '/one': { chunks: ['layout', 'remote_a-OnePage'] },
    '/dashboard/two': { chunks: ['layout', 'dashboard', 'remote_a-TwoPage'] },
    '/b': { chunks: ['layout', 'remote_b-OnePage'] },
  });
});

test("a page without the host's route preload fails the build", () => {
  assert.throws(() => monolithRoutePreloads({}, registry), /no entry for \/one/);
});

test("every page of the registry has the host's route preload", () => {
  const real = require('@moneta/shared/remotes.json');
  const routes = monolithRoutePreloads(require('../routePreloads.cjs'), real);
  for (const [remote, { pages }] of Object.entries(real)) {
    for (const page of pages)
      assert.ok(routes[page.route].chunks.includes(pageChunkName(remote, page.module)));
  }
});
