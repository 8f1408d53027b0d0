// `pnpm test:unit`: the unit tests of shared, the host and every remote in one jest run, whose two workers
// share out the test files of all of them; package by package, the largest held one core while the other sat
// idle. Each package still tests alone with its own jest.config.cjs (`pnpm --filter <package> test`); the API's
// suite is `pnpm test:api`.
const { existsSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

module.exports = {
  // A run's own setting, which jest does not take from the projects' configs.
  testTimeout: require('./tooling/jest.cjs').testTimeout,
  projects: readdirSync(__dirname)
    .filter((folder) => folder !== 'api' && existsSync(join(__dirname, folder, 'jest.config.cjs')))
    .map((folder) => `<rootDir>/${folder}`),
};
