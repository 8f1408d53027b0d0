// The layers of the API (api/src), lowest first. A file imports from its own layer and the layers below it,
// never from one above: generic helpers know no database, the tables know no queries, the database and HTTP
// plumbing know no domain, the domains know no route, and only the app wires routes and background jobs. Lint
// enforces the order (eslint.config.mjs); every source file of api/src belongs to exactly one layer
// (apiLayers.test.mjs), so a new folder is placed here before it is used.

const DOMAINS =
  '{analytics,auth,budgets,calendar,categories,forecasts,goals,moneyAccounts,reminders,reset,rules,transactions,transfers,users}';

/** Each layer's files, as globs under api/src (globs only: the rule takes no mix of globs and paths). */
export const API_LAYERS = [
  {
    name: 'lib',
    // Generic helpers: no database, no HTTP, no domain.
    files: ['lib/**'],
  },
  {
    name: 'tables',
    // The Drizzle tables (each folder's schema.ts, gathered by db/schema.ts) and their column helpers.
    files: ['*/schema.ts', '{db/columns,http/idempotencyKeys}.ts'],
  },
  {
    name: 'platform',
    // The database client, HTTP plumbing (errors, envelope, idempotency, rate limits), configuration, mail and
    // its queue, the periodic tasks and the context the routes are given.
    files: [
      'db/!(schema|columns).ts',
      'http/!(idempotencyKeys).ts',
      'mailQueue/!(schema).ts',
      '{config,context,frame,frameStyles,mail,pageHead,periodic,releases,security}{,.test}.ts',
    ],
  },
  {
    name: 'domains',
    // Each domain's rules, queries, figures and its part of the account export.
    files: [`${DOMAINS}/**/!(schema).ts`],
  },
  {
    name: 'routes',
    files: ['routes/**'],
  },
  {
    name: 'app',
    // The Fastify app, the server, the background jobs and the static files.
    files: ['{app,background,server,static}.ts'],
  },
];

/** The order in one line, for the lint message and the docs. */
export const API_LAYER_ORDER = API_LAYERS.map((layer) => layer.name).join(' < ');

/**
 * The zones of import-x/no-restricted-paths that keep each layer from the layers above it, as absolute globs
 * under `apiSrc`.
 */
export function apiLayerZones(apiSrc) {
  const absolute = (layer) => layer.files.map((glob) => `${apiSrc}/${glob}`);
  return API_LAYERS.slice(0, -1).map((layer, index) => {
    const above = API_LAYERS.slice(index + 1);
    return {
      target: absolute(layer),
      from: above.flatMap(absolute),
      message: `api/src's layers go ${API_LAYER_ORDER}: ${layer.name} imports none of ${above.map((l) => l.name).join(', ')} (tooling/apiLayers.mjs).`,
    };
  });
}
