// Lint for the whole workspace (--max-warnings 0). The import rules enforce the boundaries between packages:
// remotes never import each other or the host; antd, react-router, jotai, axios and dayjs are reached only
// through @moneta/shared and its facades.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiLayerZones } from './tooling/apiLayers.mjs';
import { layerZones } from './tooling/sharedLayers.mjs';

/** The remotes' folders, from the registry of remotes. */
const REMOTES = Object.values(
  JSON.parse(readFileSync(new URL('./shared/src/contract/remotes.json', import.meta.url), 'utf8')),
).map((remote) => remote.folder);

/** @moneta/shared's facades, from its package.json "exports". */
const { SHARED_FACADES } = createRequire(import.meta.url)('./tooling/sharedFacades.cjs');

const vendorOnlyThroughShared = [
  { name: 'antd', message: 'Import antd components from @moneta/shared/ui.' },
  { name: '@ant-design/icons', message: 'Import icons from @moneta/shared/ui.' },
  { name: 'react-router', message: 'Import routing from @moneta/shared/router.' },
  { name: 'react-router-dom', message: 'Import routing from @moneta/shared/router.' },
  { name: 'jotai', message: 'Only @moneta/shared imports jotai: use its atoms and hooks.' },
  { name: 'axios', message: 'Only @moneta/shared imports axios: use its API clients.' },
  { name: 'dayjs', message: 'Import dayjs from @moneta/shared/ui/date.' },
];
/** The test kit (renderPage, signIn, apiError...) is for tests only. */
const TESTS = ['**/*.test.{ts,tsx}', '**/src/testing/**'];
const testKitOnlyInTests = {
  name: '@moneta/shared/testing',
  message: 'The test kit is for tests (*.test.tsx, src/testing/) only.',
};
const vendorPatterns = [
  {
    group: [
      'antd/*',
      'jotai/*',
      'axios/*',
      'react-router/*',
      '@tanstack/*',
      '@moneta/shared/src/*',
      '@moneta/shared/contract',
    ],
    message: `Use @moneta/shared or one of its facades: ${SHARED_FACADES.join(', ')}.`,
  },
];

const sharedImportsNoPackage = {
  regex: '^(host|api|e2e|remote-[a-z]+)(/|$)',
  message: 'shared/ imports no package of the workspace.',
};

/** The workspace's root: the base of the import rules' paths, wherever lint is run from. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** Imports resolved as TypeScript resolves them (each package's tsconfig, then node_modules and "exports"). */
const importResolution = {
  'import-x/resolver-next': [
    createTypeScriptImportResolver({ project: `${ROOT}*/tsconfig.json`, noWarnOnMultipleProjects: true }),
  ],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
  // One lint run sees no file change: each import is resolved once, not again every 30 s.
  'import-x/cache': { lifetime: '∞' },
};

/** The same import rule twice: app code also may not import the test kit, tests may. */
function withTestKitRule(files, patterns) {
  const rule = (paths) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });
  return [
    { files, ignores: TESTS, rules: rule([...vendorOnlyThroughShared, testKitOnlyInTests]) },
    { files: TESTS.map((test) => `${files[0].split('/')[0]}/${test}`), rules: rule(vendorOnlyThroughShared) },
  ];
}

function appBoundaries(self) {
  const others = REMOTES.filter((r) => r !== self);
  return withTestKitRule(
    [`${self}/src/**/*.{ts,tsx}`],
    [
      ...vendorPatterns,
      {
        group: [
          'host',
          'host/*',
          '**/host/src/*',
          ...others,
          ...others.map((o) => `${o}/*`),
          ...others.map((o) => `**/${o}/src/*`),
        ],
        message: 'Remotes and the host never import each other.',
      },
    ],
  );
}

// A translation glued to other text cannot be translated well: interpolate, t('Welcome, {{name}}', { name }).
// (scripts/translation-keys.mjs checks that every key is a literal or a union of literals.)
const translationConcatenation = {
  selector: "BinaryExpression[operator='+'] > CallExpression[callee.name='t']",
  message: "Interpolate instead of concatenating a translation: t('Welcome, {{name}}', { name }).",
};

export default tseslint.config(
  {
    ignores: [
      '**/*.tmp.*',
      '**/dist/**',
      '**/dist-frame/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['scripts/**', '**/bench/**', 'e2e/**', 'tooling/release.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', translationConcatenation],
    },
  },
  ...withTestKitRule(
    ['host/src/**/*.{ts,tsx}'],
    [
      ...vendorPatterns,
      {
        group: REMOTES.flatMap((r) => [r, `${r}/*`, `**/${r}/src/*`]),
        message: 'The host knows remotes only by federation name.',
      },
    ],
  ),
  ...REMOTES.flatMap(appBoundaries),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedImportsNoPackage] }] },
  },
  {
    // The contract is pure: api/ and the public pages load it without React, axios or the state. Besides zod it
    // reads regular expressions with ret, to check a rule's pattern (rulePatterns.ts).
    files: ['shared/src/contract/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sharedImportsNoPackage,
            {
              regex: '^(?!zod$|ret$|\\./)',
              message: 'The contract imports zod, ret and its own files only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers of shared/src (tooling/sharedLayers.mjs): each imports only its own and the lower ones.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones(`${ROOT}shared/src`) }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SHARED_FACADES.map((name) => ({
            name,
            message: 'api/ uses @moneta/shared/contract only (no React, no axios).',
          })),
        },
      ],
    },
  },
  {
    // The layers of api/src (tooling/apiLayers.mjs): each imports only its own and the lower ones.
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: apiLayerZones(`${ROOT}api/src`) }],
    },
  },
  {
    // No import circle in the workspace's code: in a circle one module runs before what it imports is set up,
    // and no layer can be told from the next. Imports of types only are erased and form none. No module imports
    // a test, so tests close no circle.
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    ignores: ['**/*.test.*', '**/*.spec.ts'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
