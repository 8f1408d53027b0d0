// The translation check of `pnpm lint`. Keys are the English texts, so every key
// must be known before the code runs:
// - a t() key is a string literal, or typed as a union of string literals (a category, a label of an `as const`
//   table, a server message of the contract), never a string built or received at run time; a category's name
//   goes through categoryLabel(t, name) or useCategoryPicker(t, ...), which translate only the defaults' names
//   (a person's own categories are shown as they wrote them), so that call uses every default's name as a key;
// - no JSX text or user-visible attribute (aria-label, title, placeholder...) is a bare literal;
// - each namespace's catalogue in each of the six languages holds every key its code uses (each plural form of
//   the language for a key counted with { count }), and nothing else: English only the plural forms that differ
//   from the key;
// - a translation keeps its key's placeholders ({{name}}...), and adds none.
// A namespace is a folder with a `locales/` catalogue folder (shared/src is 'common'): a source file belongs to
// the nearest one above it, and also reads 'common', every namespace's fallback.
// `node scripts/translation-keys.mjs --todo <language>` prints, per catalogue, what that language still lacks
// (the texts to translate) as JSON. Run by `pnpm lint`; prints each problem and exits 1.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['shared', 'host', ...readdirSync(root).filter((name) => name.startsWith('remote-'))];
/** The Language preference's codes, read from the contract (shared/src/contract/constants.ts). */
const LANGUAGES = JSON.parse(
  /export const LANGUAGES = (\[[^\]]*\])/
    .exec(readFileSync(join(root, 'shared/src/contract/constants.ts'), 'utf8'))[1]
    .replaceAll("'", '"'),
);
const COMMON = join(root, 'shared', 'src');
/** The categories a new account starts with (shared/src/contract/constants.ts), which the catalogues translate. */
const DEFAULT_CATEGORY_NAMES = ['INCOME_CATEGORIES', 'EXPENSE_CATEGORIES'].flatMap((name) =>
  JSON.parse(
    new RegExp(`export const ${name} = (\\[[^\\]]*\\])`)
      .exec(readFileSync(join(root, 'shared/src/contract/constants.ts'), 'utf8'))[1]
      .replaceAll("'", '"')
      .replace(/,\s*\]$/, ']'),
  ),
);
/** The calls that translate a category's name with the `t` they are given (shared/src/domains/categories). */
const CATEGORY_LABELLERS = new Set(['categoryLabel', 'useCategoryPicker']);

/** JSX attributes a person reads or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-roledescription',
  'aria-valuetext',
  'cancelText',
  'content',
  'description',
  'emptyText',
  'extra',
  'label',
  'message',
  'okText',
  'placeholder',
  'subTitle',
  'title',
  'tooltip',
]);

/** The sections of the registry of remotes (shared/src/contract/remotes.json): the values of a RegistryKey. */
const REGISTRY_SECTIONS = Object.values(
  JSON.parse(readFileSync(join(root, 'shared/src/contract/remotes.json'), 'utf8')),
).flatMap((remote) => remote.pages.map((page) => page.section));

/** A literal's value, a union of literals' values, or the registry's sections; null for any other string. */
function literalValues(type) {
  if (type.isStringLiteral()) return [type.value];
  if (type.aliasSymbol?.name === 'RegistryKey') return REGISTRY_SECTIONS;
  if (type.isUnion() && type.types.every((member) => member.isStringLiteral()))
    return type.types.map((member) => member.value);
  return null;
}

/** t(...) and i18n.t(...): the translation function, whatever hook returned it. */
function isTranslationCall(node) {
  if (!ts.isCallExpression(node) || node.arguments.length === 0) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

/** categoryLabel(t, ...) and useCategoryPicker(t, ...): the defaults' names translated with the namespace's t. */
function isCategoryLabelling(node) {
  if (!ts.isCallExpression(node) || node.arguments.length === 0) return false;
  const [translate] = node.arguments;
  return (
    ts.isIdentifier(node.expression) &&
    CATEGORY_LABELLERS.has(node.expression.text) &&
    ts.isIdentifier(translate) &&
    translate.text === 't'
  );
}

/** Whether the call's options name a count: i18next then looks up the language's plural forms. */
function isCounted(node) {
  const options = node.arguments[1];
  return (
    options !== undefined &&
    ts.isObjectLiteralExpression(options) &&
    options.properties.some((property) => property.name && property.name.getText() === 'count')
  );
}

const isTest = (file) => /\.test\.tsx?$|[\\/]testing[\\/]|[\\/]testing\.tsx?$/.test(file);

/** The namespace folder of a source file: the nearest folder above it that holds `locales/`. */
function namespaceOf(file) {
  for (let folder = dirname(file); folder.startsWith(root); folder = dirname(folder)) {
    if (existsSync(join(folder, 'locales', 'en.json'))) return folder;
  }
  return null;
}

/** A TypeScript program of a tsconfig.json's files, with its type checker. */
function programOf(configFile) {
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  return ts.createProgram(parsed.fileNames, parsed.options);
}

/**
 * Reads a program's sources of the packages `packageOf` names (a file's package folder, or null to skip it): the
 * keys of each namespace (key -> counted?), and the problems found: computed keys, bare JSX texts.
 */
function readSources(program, packageOf) {
  const checker = program.getTypeChecker();
  const keys = new Map();
  const problems = [];
  for (const source of program.getSourceFiles()) {
    const file = source.fileName;
    const packageDir = packageOf(file);
    if (!packageDir || file.includes('node_modules') || isTest(file)) continue;
    const namespace = namespaceOf(file) ?? packageDir;
    if (!keys.has(namespace)) keys.set(namespace, new Map());
    const used = keys.get(namespace);
    const where = (node) =>
      `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node) => {
      if (isTranslationCall(node)) {
        const key = node.arguments[0];
        const values = literalValues(checker.getTypeAtLocation(key));
        if (values === null) problems.push(`${where(key)}: t(${key.getText(source)}) is not a literal key`);
        for (const value of values ?? []) used.set(value, used.get(value) || isCounted(node));
      } else if (isCategoryLabelling(node)) {
        for (const name of DEFAULT_CATEGORY_NAMES) used.set(name, used.get(name) || false);
      } else if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) {
        problems.push(`${where(node)}: JSX text "${node.text.trim()}" does not go through t()`);
      } else if (
        ts.isJsxAttribute(node) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        VISIBLE_ATTRIBUTES.has(node.name.getText(source)) &&
        /\p{L}/u.test(node.initializer.text)
      ) {
        problems.push(
          `${where(node)}: ${node.name.getText(source)}="${node.initializer.text}" does not go through t()`,
        );
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { keys, problems };
}

/** Reads one package's sources, with its own tsconfig.json. */
export function readPackage(packageDir) {
  const program = programOf(ts.findConfigFile(packageDir, ts.sys.fileExists, 'tsconfig.json'));
  return readSources(program, (file) => (file.startsWith(packageDir + sep) ? packageDir : null));
}

/** The placeholders of a text: {{name}} and {{count, number}} both name their value. */
function placeholders(text) {
  return new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]));
}

const pluralCategories = (language) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** The entries a language's catalogue must hold for the namespace's keys: key -> the English it translates. */
function expectedEntries(keys, language) {
  const entries = new Map();
  for (const [key, counted] of keys) {
    if (!counted) {
      if (language !== 'en') entries.set(key, key);
      continue;
    }
    for (const category of pluralCategories(language)) {
      // English's other form is the key itself; its one form only where the text differs.
      if (language === 'en' && category === 'other') continue;
      entries.set(`${key}_${category}`, key);
    }
  }
  return entries;
}

function readCatalogue(namespace, language) {
  const file = join(namespace, 'locales', `${language}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** The problems of one namespace's catalogues, and the entries each language still lacks (language -> entries). */
export function checkCatalogues(namespace, keys) {
  const problems = [];
  const todo = {};
  const name = relative(root, join(namespace, 'locales'));
  for (const language of LANGUAGES) {
    const catalogue = readCatalogue(namespace, language);
    if (catalogue === null) {
      problems.push(`${name}/${language}.json is missing`);
      continue;
    }
    const expected = expectedEntries(keys, language);
    const missing = {};
    for (const [entry, english] of expected) {
      if (typeof catalogue[entry] === 'string' && catalogue[entry].trim() !== '') continue;
      // English's one forms may be left out: the key itself is then the text.
      if (language !== 'en') missing[entry] = english;
    }
    todo[language] = missing;
    const missingCount = Object.keys(missing).length;
    if (missingCount > 0) problems.push(`${name}/${language}.json lacks ${missingCount} entries`);
    for (const [entry, text] of Object.entries(catalogue)) {
      if (!expected.has(entry)) {
        problems.push(`${name}/${language}.json: "${entry}" is used by no code`);
        continue;
      }
      const english = placeholders(expected.get(entry));
      const translated = placeholders(text);
      const counted = entry !== expected.get(entry);
      const lost = [...english].filter((value) => !translated.has(value) && !(counted && value === 'count'));
      const added = [...translated].filter((value) => !english.has(value));
      if (lost.length > 0 || added.length > 0) {
        problems.push(
          `${name}/${language}.json: "${entry}" has placeholders {{${[...translated].join('}}, {{')}}} ` +
            `where English has {{${[...english].join('}}, {{')}}}`,
        );
      }
    }
  }
  return { problems, todo };
}

/** Every package read: each namespace's keys, with the keys 'common' answers left to it. */
export function readAll() {
  // One program of every browser package (as `pnpm typecheck` checks them): shared's files are read once.
  const packageDirs = packages.map((name) => join(root, name));
  const { keys: namespaces, problems } = readSources(
    programOf(join(root, 'tsconfig.browser.json')),
    (file) => packageDirs.find((dir) => file.startsWith(dir + sep)) ?? null,
  );
  const common = namespaces.get(COMMON) ?? new Map();
  for (const [namespace, keys] of namespaces) {
    if (namespace === COMMON) continue;
    // i18next falls back to 'common' for a key the namespace lacks.
    for (const key of keys.keys()) if (common.has(key) && common.get(key) === keys.get(key)) keys.delete(key);
    if (!existsSync(join(namespace, 'locales')) && keys.size > 0) {
      problems.push(`${relative(root, namespace)} translates texts but has no locales/ catalogues`);
    }
  }
  return { namespaces, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { namespaces, problems } = readAll();
  const todo = {};
  for (const [namespace, keys] of namespaces) {
    if (!existsSync(join(namespace, 'locales'))) continue;
    const checked = checkCatalogues(namespace, keys);
    problems.push(...checked.problems);
    todo[namespace] = checked.todo;
  }
  const todoIndex = process.argv.indexOf('--todo');
  if (todoIndex !== -1) {
    const language = process.argv[todoIndex + 1];
    const name = (namespace) => relative(root, join(namespace, 'locales', `${language}.json`));
    const lacking = Object.fromEntries(
      Object.entries(todo).map(([namespace, byLanguage]) => [name(namespace), byLanguage[language] ?? {}]),
    );
    console.log(JSON.stringify(lacking, null, 2));
    process.exit(0);
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} translation problems (see the top of scripts/translation-keys.mjs).`);
    process.exit(1);
  }
  const count = [...namespaces.values()].reduce((sum, keys) => sum + keys.size, 0);
  console.log(
    `translations: ${count} keys in ${namespaces.size} namespaces, complete in ${LANGUAGES.join(', ')}`,
  );
}
