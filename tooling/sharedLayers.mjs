// The layers of @moneta/shared (shared/src), lowest first. A file imports from its own layer and the layers
// below it, never from one above: the contract stays free of React and axios for api/, the state and the calls
// never load a screen's antd, and a component shared by two remotes sits on top of what it uses. Lint enforces
// the order (eslint.config.mjs); every source file of shared/src belongs to exactly one layer
// (sharedLayers.test.mjs), so a new folder is placed here before it is used.

/** Each layer's files, as globs under shared/src (globs only: the rule takes no mix of globs and paths). */
export const SHARED_LAYERS = [
  {
    name: 'contract',
    // The API contract: constants, zod schemas and rules, the form schemas, the catalogues and the domains'
    // tables of calls; no React, no axios.
    files: [
      'contract/**',
      'forms/**',
      'locales/**',
      'domains/{endpoint,endpoints}.ts',
      'domains/*/endpoints.ts',
    ],
  },
  {
    name: 'core',
    // The state (jotai), the API clients and calls, i18n, the theme, media queries, and the root facade that
    // gathers them.
    files: [
      '{index,mediaQuery,theme}.ts',
      '{state,api,i18n}/**',
      'domains/{call.ts,*/{actions,api,keys,labels,session,passkeyCeremonies}.ts}',
    ],
  },
  {
    name: 'query',
    // TanStack Query's client, cache and outbox, the domains' hooks and their facades, with what a facade draws
    // without antd's components (a category's icon and name).
    files: ['query/**', 'domains/*/{hooks,index}.ts', 'domains/*/*.tsx', 'domains/{account,analytics}.ts'],
  },
  {
    name: 'ui',
    // The antd and router facades and the generic components.
    files: ['ui/**', 'router/**'],
  },
  {
    name: 'components',
    // The domain components two remotes share.
    files: ['transactions/**', 'reminders/**', 'outbox/**'],
  },
  {
    name: 'testing',
    // The test kit.
    files: ['testing/**'],
  },
];

/** The order in one line, for the lint message and the docs. */
export const LAYER_ORDER = SHARED_LAYERS.map((layer) => layer.name).join(' < ');

/**
 * The zones of import-x/no-restricted-paths that keep each layer from the layers above it, as absolute globs
 * under `sharedSrc`.
 */
export function layerZones(sharedSrc) {
  const absolute = (layer) => layer.files.map((glob) => `${sharedSrc}/${glob}`);
  return SHARED_LAYERS.slice(0, -1).map((layer, index) => {
    const above = SHARED_LAYERS.slice(index + 1);
    return {
      target: absolute(layer),
      from: above.flatMap(absolute),
      message: `shared/src's layers go ${LAYER_ORDER}: ${layer.name} imports none of ${above.map((l) => l.name).join(', ')} (tooling/sharedLayers.mjs).`,
    };
  });
}
