// The jest preset of the browser apps: swc for TS/TSX, jsdom, Testing Library matchers.
const fs = require('node:fs');
const path = require('node:path');

// ESM-only packages of the workspace that must go through the transform. In pnpm's store a
// scoped name is spelled with '+' (node_modules/.pnpm/@ant-design+colors@8/...), hence [+/]. Name only installed
// packages: one that comes with a new dependency is added with it.
const ESM_PACKAGES = [
  'jotai',
  '@ant-design[+/]colors',
  '@ant-design[+/]fast-color',
  '@fullcalendar[+/]react',
  '@full-ui[+/]headless-calendar',
  'temporal-polyfill',
  'temporal-utils',
];

// Fails every test run when the list names a package that is not installed, so it cannot drift from the
// dependencies (pnpm's store lists each installed package as <name>@<version>, '+' for the scope's '/').
const installed = fs.readdirSync(path.join(__dirname, '..', 'node_modules', '.pnpm'));
const missing = ESM_PACKAGES.filter(
  (name) => !installed.some((entry) => new RegExp(`^${name}[@+]`).test(entry)),
);
if (missing.length) {
  throw new Error(
    `tooling/jest.cjs: ESM_PACKAGES names packages that are not installed: ${missing.join(', ')}`,
  );
}

module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_PACKAGES.join('|')}))`],
  moduleNameMapper: {
    '\\.css(\\?raw)?$': path.join(__dirname, 'file-mock.cjs'),
    // The controls facade's Input, reached by path, as antd's CommonJS build, which jest runs.
    '^antd/es/input/Input$': 'antd/lib/input/Input',
    '\\.(png|svg|ico|webp)$': path.join(__dirname, 'file-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  // Above a few of the setup's 10 s findBy limits, for a test that waits on several conditions under load.
  testTimeout: 40000,
};
