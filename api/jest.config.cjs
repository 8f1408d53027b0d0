// API tests run in Node (not jsdom), with the workspace's swc transform. Node 20 runs these ESM-only packages
// through require(esm), which jest's module system lacks: they are transformed to CommonJS instead.
// PGlite's CommonJS build loads Node built-ins with import(), hence --experimental-vm-modules in the script.
const preset = require('@moneta/tooling/jest');

const ESM_ONLY = ['jose', 'cookie', 'ical\\.js'];

module.exports = {
  transform: preset.transform,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[/@])`],
  // It bounds a failure only: the heaviest tests (a 50,000-row backup checked, two instances creating the same
  // occurrences) took over 30 s on a machine busy with an end-to-end run beside them.
  testTimeout: 60000,
  // Run on a worker (test-both.mjs: one), which is replaced once a test file leaves it holding more than this. A
  // file's modules are not all freed after it (jest-circus keeps an AsyncLocalStorage per file, which every
  // later promise then carries): one process through the whole suite grows to gigabytes, garbage collection
  // taking up to half its time, and every promise costs more than the one before.
  workerIdleMemoryLimit: '300MB',
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
