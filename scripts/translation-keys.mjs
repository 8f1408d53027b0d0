// Checks that every translation key in the apps can be extracted into a catalogue (DESIGN section 5): the key
// given to t() must be a string literal, or typed as a union of string literals (a category, a label from an
// `as const` table), never a string built or received at run time (a concatenation, a template, a server's
// message). Those cannot be translated: interpolate values, t('Welcome, {{name}}', { name }), and map server
// texts to the contract's messages (errorMessage(), isServerMessage()). Run by `pnpm lint`; prints each
// offending call and exits 1.
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['shared', 'host', ...readdirSync(root).filter((name) => name.startsWith('remote-'))];

/** A literal, a union whose every member is a string literal, or a key of the registry of remotes. */
function isLiteralKey(type) {
  if (type.isStringLiteral() || type.aliasSymbol?.name === 'RegistryKey') return true;
  return type.isUnion() && type.types.every((member) => member.isStringLiteral());
}

/** t(...) and i18n.t(...): the translation function, whatever hook returned it. */
function isTranslationCall(node) {
  if (!ts.isCallExpression(node) || node.arguments.length === 0) return false;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

const isTest = (file) => /\.test\.tsx?$|[\\/]testing[\\/]/.test(file);

export function findComputedKeys(packageDir) {
  const configFile = ts.findConfigFile(packageDir, ts.sys.fileExists, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const checker = program.getTypeChecker();
  const problems = [];
  for (const source of program.getSourceFiles()) {
    const file = source.fileName;
    if (!file.startsWith(packageDir) || file.includes('node_modules') || isTest(file)) continue;
    const visit = (node) => {
      if (isTranslationCall(node)) {
        const key = node.arguments[0];
        if (!isLiteralKey(checker.getTypeAtLocation(key))) {
          const { line } = source.getLineAndCharacterOfPosition(key.getStart());
          problems.push({ file: relative(root, file), line: line + 1, key: key.getText() });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const computed = packages.flatMap((name) => findComputedKeys(join(root, name)));
  for (const { file, line, key } of computed)
    console.error(`${file}:${line}: t(${key}) is not a literal key`);
  if (computed.length > 0) {
    console.error('\nPass t() a literal (or a union of literals) and interpolate values.');
    process.exit(1);
  }
  console.log('translation keys: every t() key is a literal or a union of literals');
}
