// The jest preset of the browser apps: swc for TS/TSX, jsdom, Testing Library matchers.
const path = require('node:path');

// ESM-only packages that must go through the transform (DESIGN section 8). In pnpm's store a scoped name is
// spelled with '+' (node_modules/.pnpm/@ant-design+colors@8/...), hence [+/].
const ESM_PACKAGES = [
  'jotai',
  'd3-[a-z-]+',
  'internmap',
  '@fullcalendar',
  'temporal-polyfill',
  '@nivo',
  '@ant-design[+/]colors',
  '@ant-design[+/]fast-color',
];

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
    '\\.(css)$': path.join(__dirname, 'file-mock.cjs'),
    '\\.(png|svg|ico|webp)$': path.join(__dirname, 'file-mock.cjs'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
  testTimeout: 20000,
};
