// The rules every text of the contract follows, proven over every input schema, so that a field added later is
// held to them without anyone remembering to: its length is checked, and refused, before any pattern or
// refinement runs; every pattern that sees it is linear; and characters the database refuses or changes are
// refused. Times are bounds of CPU time, not benchmarks: a linear check of a megabyte takes milliseconds, a
// backtracking one minutes, so one second holds on a busy machine and still catches the difference.
import type { z } from 'zod';
import * as backup from './backup';
import * as budgetValidators from './budgetValidators';
import * as customQueryValidators from './customQueryValidators';
import * as forecastValidators from './forecastValidators';
import * as goalValidators from './goalValidators';
import { isServerMessage, MESSAGES } from './messages';
import { INPUT_PATTERNS } from './patterns';
import * as reminderValidators from './reminderValidators';
import * as ruleValidators from './ruleValidators';
import * as transferValidators from './transferValidators';
import * as moneyAccountValidators from './moneyAccountValidators';
import { isAllowedText } from './allowedText';
import * as transactionValidators from './transactionValidators';
import * as validators from './validators';

/** The parts of zod's definitions the walk reads. */
interface Check {
  _zod: { def: { check: string; abort?: boolean; pattern?: RegExp; maximum?: number } };
}
interface Def {
  type: string;
  check?: string;
  pattern?: RegExp;
  checks?: Check[];
  shape?: Record<string, Node>;
  innerType?: Node;
  in?: Node;
  out?: Node;
  element?: Node;
  options?: Node[];
  left?: Node;
  right?: Node;
  keyType?: Node;
  valueType?: Node;
}
interface Node {
  _zod: { def: Def };
}

const asNode = (schema: unknown) => schema as Node;
const asSchema = (node: Node) => node as unknown as z.ZodType;

/** A string schema reached by the walk: where it sits in its body, and whether a checked string feeds it. */
interface StringLeaf {
  path: PropertyKey[];
  node: Node;
  /** Piped from a string whose checks already bounded it: its own checks never see a longer one. */
  fed: boolean;
}

const PLAIN_TYPES = new Set([
  'enum',
  'literal',
  'number',
  'int',
  'boolean',
  'unknown',
  'any',
  'null',
  'undefined',
  'transform',
  // A value another schema has checked already (the restore's records, checked a slice at a time, reach
  // backupOfCheckedRecordsSchema as they came out of backupSchema's own record schemas, which the walk covers).
  'custom',
]);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The checks of a string in the order they run: a format string (z.uuid()) is its own first check. */
function checksOf(node: Node): Check[] {
  const { def } = node._zod;
  const own =
    def.check === 'string_format'
      ? [{ _zod: { def: { check: 'string_format', pattern: def.pattern } } }]
      : [];
  return [...own, ...(def.checks ?? [])];
}

/** True for a string whose length check aborts before any pattern or refinement. */
function bounded(node: Node | undefined): boolean {
  if (!node || node._zod.def.type !== 'string') return false;
  const checks = checksOf(node);
  const limit = checks.findIndex((check) => check._zod.def.check === 'max_length' && check._zod.def.abort);
  const firstRisky = checks.findIndex((check) => ['string_format', 'custom'].includes(check._zod.def.check));
  return limit !== -1 && (firstRisky === -1 || limit < firstRisky);
}

/** True when `node` starts with a string schema: what it passes on was a string the walk checks on its own. */
function readsString(node: Node | undefined): boolean {
  if (!node) return false;
  const { def } = node._zod;
  if (def.type === 'string') return true;
  if (def.type === 'pipe') return readsString(def.in);
  return WRAPPERS.has(def.type) && readsString(def.innerType);
}

function walk(node: Node, path: PropertyKey[], fed: boolean, leaves: StringLeaf[]): StringLeaf[] {
  const { def } = node._zod;
  const next = (child: Node | undefined, at: PropertyKey[] = path, feeding = fed) => {
    if (child) walk(child, at, feeding, leaves);
  };
  if (def.type === 'string') leaves.push({ path, node, fed });
  else if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape ?? {})) next(child, [...path, key]);
  } else if (WRAPPERS.has(def.type)) next(def.innerType);
  else if (def.type === 'pipe') {
    next(def.in);
    next(def.out, path, fed || readsString(def.in));
  } else if (def.type === 'array') next(def.element, [...path, 0]);
  else if (def.type === 'union') def.options?.forEach((option) => next(option));
  else if (def.type === 'intersection') {
    next(def.left);
    next(def.right);
  } else if (def.type === 'record') {
    next(def.keyType, [...path, '<key>']);
    next(def.valueType, [...path, 'key']);
  } else if (!PLAIN_TYPES.has(def.type))
    throw new Error(`The walk does not know zod's ${def.type} at ${path.join('.')}`);
  return leaves;
}

/** Every zod schema a module exports, and the schema a factory of one makes (goalCreateSchema(today)). */
function schemasOf(module: Record<string, unknown>): [string, z.ZodType][] {
  return Object.entries(module).flatMap(([name, value]): [string, z.ZodType][] => {
    if (typeof value === 'object' && value !== null && '_zod' in value) return [[name, value as z.ZodType]];
    if (typeof value === 'function' && name.endsWith('Schema')) {
      const made: unknown = (value as (today: string) => unknown)('2026-01-01');
      if (typeof made === 'object' && made !== null && '_zod' in made)
        return [[`${name}(today)`, made as z.ZodType]];
    }
    return [];
  });
}

const SCHEMAS = [
  validators,
  transactionValidators,
  goalValidators,
  reminderValidators,
  ruleValidators,
  transferValidators,
  moneyAccountValidators,
  budgetValidators,
  customQueryValidators,
  forecastValidators,
  backup,
].flatMap((module) => schemasOf(module as Record<string, unknown>));

const LEAVES = SCHEMAS.flatMap(([name, schema]) =>
  walk(asNode(schema), [], false, []).map((leaf) => ({ name, ...leaf })),
);

/** Every pattern of the contract: those of its refinements (one module), and those its schemas hold. */
const PATTERNS = new Map<string, RegExp>(Object.entries(INPUT_PATTERNS));
PATTERNS.set('BATCH_KEY_PATTERN', customQueryValidators.BATCH_KEY_PATTERN);
for (const leaf of LEAVES) {
  for (const check of checksOf(leaf.node)) {
    const { pattern } = check._zod.def;
    if (pattern) PATTERNS.set(`${leaf.name} ${leaf.path.join('.')} ${String(pattern)}`, pattern);
  }
}

const KIB_64 = 2 ** 16;
const MIB = 2 ** 20;

/** Texts that make a backtracking pattern try every split of a long run. */
function hostileTexts(size: number): [string, string][] {
  return [
    ['a@ dots @', `a@${'.'.repeat(size)}@`],
    ['a@ label dots @', `a@${'a.'.repeat(size / 2)}@`],
    ['spaces then x', `${' '.repeat(size)}x`],
    ['letters then !', `${'a'.repeat(size)}!`],
    ['digits then x', `${'1'.repeat(size)}x`],
    ['a date then zeros', `2024-01-01T${'0'.repeat(size)}`],
    ['mixed then NUL', `${'aA1!-'.repeat(size / 5)}\u0000`],
    ['emoji then a lone surrogate', `${'\u{1F600}'.repeat(size / 2)}\uD800`],
  ];
}
// Made once: every pattern and every field meets the same texts.
const HOSTILE = new Map([KIB_64, MIB].map((size) => [size, hostileTexts(size)]));
const hostile = (size: number) => HOSTILE.get(size)!;

/**
 * The milliseconds of CPU `run` takes: the process's own time, which other work on a busy machine does not
 * stretch as it stretches the clock on the wall.
 */
function timed(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/** A body with `value` at `path`: objects for names, one-item arrays for indexes. */
function bodyWith(path: PropertyKey[], value: unknown): unknown {
  return path.reduceRight<unknown>(
    (inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }),
    value,
  );
}

/** The message a string schema gives a text one over its limit: its length message. */
function lengthMessage(node: Node): string {
  const limit = checksOf(node).find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum ?? 0;
  const result = asSchema(node).safeParse('a'.repeat(limit + 1));
  return result.error?.issues[0]?.message ?? '(accepted)';
}

const where = (leaf: (typeof LEAVES)[number]) =>
  `${leaf.name} ${leaf.path.map(String).join('.') || '(value)'}`;

it('finds the schemas, their strings and their patterns', () => {
  expect(SCHEMAS.length).toBeGreaterThan(25);
  expect(LEAVES.length).toBeGreaterThan(60);
  expect(PATTERNS.size).toBeGreaterThan(15);
});

// 64 KiB first: a backtracking pattern fails there in seconds instead of running for minutes on a megabyte.
it.each([...PATTERNS])(
  'pattern %s answers hostile texts of 64 KiB, then 1 MiB, within a second',
  (_name, pattern) => {
    for (const size of [KIB_64, MIB]) {
      for (const [what, text] of hostile(size)) {
        pattern.lastIndex = 0;
        const elapsed = timed(() => pattern.test(text));
        expect([what, size, elapsed < 1000]).toEqual([what, size, true]);
      }
    }
  },
);

it('checks, and refuses, the length of every string before any pattern or refinement sees it', () => {
  const unbounded = LEAVES.filter((leaf) => !leaf.fed && !bounded(leaf.node)).map(where);
  expect(unbounded).toEqual([]);
});

/** The schema a leaf belongs to, as exported. */
const schemaOf = (leaf: (typeof LEAVES)[number]) => SCHEMAS.find(([name]) => name === leaf.name)![1];

/** The first message of the body's issues at the leaf's place. */
function messageAt(leaf: (typeof LEAVES)[number], value: string): string | undefined {
  const issues = schemaOf(leaf).safeParse(bodyWith(leaf.path, value)).error?.issues ?? [];
  return issues.find((issue) => issue.path.join('.') === leaf.path.join('.'))?.message;
}

it('refuses control characters and broken UTF-16 in every string, with one of the contract messages', () => {
  const accepting: string[] = [];
  for (const leaf of LEAVES.filter((item) => !item.fed)) {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u007fb', 'a\u0085b', 'a\uD800b', 'a\uDC00b']) {
      if (!isServerMessage(messageAt(leaf, bad))) accepting.push(`${where(leaf)} ${JSON.stringify(bad)}`);
    }
  }
  expect(accepting).toEqual([]);
});

describe.each(LEAVES.filter((leaf) => !leaf.fed).map((leaf) => [where(leaf), leaf] as const))(
  '%s',
  (_where, leaf) => {
    it('answers a hostile megabyte within a second, in its body too, with its length message', () => {
      const message = lengthMessage(leaf.node);
      for (const size of [KIB_64, MIB]) {
        for (const [what, text] of hostile(size)) {
          let own: string | undefined;
          const elapsed = timed(() => {
            own = messageAt(leaf, text);
          });
          // A field that trims may find a short text inside the spaces: then only the time is the point.
          const expected = text.trim() === text ? message : own;
          expect([what, size, elapsed < 1000, own]).toEqual([what, size, true, expected]);
        }
      }
    });
  },
);

describe('isAllowedText', () => {
  it.each([
    ['plain text', 'Coffee & cake', true, true],
    ['accents, CJK and emoji', 'Café 東京 😀', true, true],
    ['a tab', 'a\tb', false, true],
    ['a line break', 'line one\r\nline two', false, true],
    ['NUL', 'a\u0000b', false, false],
    ['a bell', 'a\u0007b', false, false],
    ['escape', 'a\u001bb', false, false],
    ['DEL', 'a\u007fb', false, false],
    ['a C1 control', 'a\u0085b', false, false],
    ['a lone high surrogate', 'a\uD800b', false, false],
    ['a lone high surrogate at the end', 'a\uD83D', false, false],
    ['a lone low surrogate', 'a\uDE00b', false, false],
    ['a no-break space', 'a\u00a0b', true, true],
  ])('%s: one line %p, several lines %p', (_what, value, oneLine, severalLines) => {
    expect([isAllowedText(value), isAllowedText(value, true)]).toEqual([oneLine, severalLines]);
  });

  it('names its refusal with the general message by default', () => {
    expect(MESSAGES.textNotAllowed).toBe('Text contains characters that are not allowed.');
  });
});
