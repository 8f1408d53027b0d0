// The search box's operators beside free text: `amount:>100`, `amount:50..80`, `date:2026-03`, `after:`,
// `before:`, `category:`, `tag:`, `type:` and `account:`. One parser for the screen (which reads each language's
// words and sends the English form) and the API (which reads the English form). A value with spaces is quoted
// (`tag:"Lisbon trip"`). A word with a colon that is no operator (`Ref:123`, a web address) is text, unless it is
// a letter or two from an operator's name (one in a short word), a mistyped operator; a quoted word is text. Without an
// operator, the text is searched as typed, spaces and line breaks included.
import { isCalendarDate } from './dates';
import { ACCOUNT_NAME_MAX_LENGTH } from './moneyAccountLimits';
import { CATEGORY_NAME_MAX_LENGTH } from './categoryLimits';
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './constants';
import {
  isTagName,
  TRANSACTION_TYPES,
  type TransactionCategory,
  type TransactionType,
} from './transactionLimits';

/**
 * What a search that cannot be read is answered with; part of the contract's MESSAGES, written here so that the
 * screens read them without loading every message.
 */
export const SEARCH_MESSAGES = {
  searchOperatorUnknown:
    'Unknown search operator. Use amount:, date:, after:, before:, category:, tag:, type: or account:, or put text with a colon in quotes.',
  searchOperatorTwice: 'Use each search operator once.',
  searchAmountInvalid: 'amount: takes an amount, a comparison such as >100, or a range such as 50..80.',
  searchDateInvalid:
    'date:, after: and before: take a year, a month or a day, such as 2026, 2026-03 or 2026-03-15; date: also a range such as 2026-01..2026-03, and not together with after: or before:.',
  searchCategoryInvalid: 'category: takes the name of one of your categories.',
  searchTypeInvalid: 'type: takes income or expense.',
  searchAccountUnknown: 'account: takes the name of one of your accounts.',
  searchTagInvalid: "tag: takes a tag's name, without quotes or commas.",
} as const;
export type SearchMessage = (typeof SEARCH_MESSAGES)[keyof typeof SEARCH_MESSAGES];
const M = SEARCH_MESSAGES;

export const SEARCH_OPERATORS = [
  'amount',
  'date',
  'after',
  'before',
  'category',
  'tag',
  'type',
  'account',
] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/** The words of one language, lower-cased, for the operators and the values they name. */
export interface SearchWords {
  operators: Readonly<Record<string, SearchOperator>>;
  types: Readonly<Record<string, TransactionType>>;
  categories: Readonly<Record<string, TransactionCategory>>;
}

const byLowerName = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value.toLowerCase(), value])) as Record<string, T>;

/** English: what the API reads, and what every screen accepts besides its own language. */
export const ENGLISH_SEARCH_WORDS: SearchWords = {
  operators: byLowerName(SEARCH_OPERATORS),
  types: byLowerName(TRANSACTION_TYPES),
  categories: byLowerName([...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES]),
};

/** What a search asks for: its free text and the filters its operators set. Dates are both included. */
export interface SearchQuery {
  text: string;
  /** Cents of the amount without its sign, both bounds included. */
  minCents?: number;
  maxCents?: number;
  from?: string;
  until?: string;
  category?: TransactionCategory;
  tag?: string;
  type?: TransactionType;
  account?: string;
}

export type SearchParse = { ok: true; query: SearchQuery } | { ok: false; message: SearchMessage };

/** Words and quoted phrases, a quoted value kept with its operator (`tag:"Lisbon trip"`). */
const TOKEN = /(?:[^\s"]+:)?"[^"]*"?|\S+/gu;
/** How many letters a mistyped operator's name is from the real one, at most: one in a short word. */
const typoDistance = (word: string) => (word.length <= 4 ? 1 : 2);

/** The edit distance between two short words (Levenshtein). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}
const OPERATOR_TOKEN = /^([\p{L}\p{M}]+):(.+)$/u;
const AMOUNT = /^\d{1,10}(?:[.,]\d{1,2})?$/;

const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
const unquoted = (value: string) => value.replace(/^"|"$/g, '');

/** An amount: `42.50`, `>100`, `>=100`, `<50`, `<=50` or `50..80`, in cents both bounds included. */
function amountRange(value: string): { min?: number; max?: number } | null {
  const range = /^([^.]*(?:[.,]\d{1,2})?)\.\.(.*)$/.exec(value);
  if (range) {
    const [, low = '', high = ''] = range;
    if ((low && !AMOUNT.test(low)) || (high && !AMOUNT.test(high)) || (!low && !high)) return null;
    const min = low ? cents(low) : undefined;
    const max = high ? cents(high) : undefined;
    if (min !== undefined && max !== undefined && min > max) return null;
    return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  }
  const comparison = /^(>=|<=|>|<)?(.+)$/.exec(value);
  const [, sign = '', number = ''] = comparison ?? [];
  if (!AMOUNT.test(number)) return null;
  const amount = cents(number);
  if (sign === '>') return { min: amount + 1 };
  if (sign === '>=') return { min: amount };
  if (sign === '<') return amount === 0 ? null : { max: amount - 1 };
  if (sign === '<=') return { max: amount };
  return { min: amount, max: amount };
}

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A year, a month or a day as its first and last day; null for anything else. */
function period(value: string): { from: string; until: string } | null {
  const year = /^(\d{4})$/.exec(value);
  if (year)
    return isCalendarDate(`${value}-01-01`) ? { from: `${value}-01-01`, until: `${value}-12-31` } : null;
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) {
    const first = `${value}-01`;
    if (!isCalendarDate(first)) return null;
    return { from: first, until: `${value}-${lastDayOf(Number(month[1]), Number(month[2]))}` };
  }
  return isCalendarDate(value) ? { from: value, until: value } : null;
}

/** The day before a calendar date. */
function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** `date:` takes a period or a range of periods (`2026-01..2026-03`, `2026-03-01..`, `..2026-03`). */
function dateRange(value: string): { from?: string; until?: string } | null {
  const [low, high, ...rest] = value.split('..');
  if (rest.length > 0) return null;
  if (high === undefined) return low ? period(low) : null;
  const start = low ? period(low) : undefined;
  const end = high ? period(high) : undefined;
  if (start === null || end === null || (!start && !end)) return null;
  if (start && end && start.from > end.until) return null;
  return { ...(start ? { from: start.from } : {}), ...(end ? { until: end.until } : {}) };
}

/** The input without its operators: the words between them, each quoted phrase without its quotes. */
function textWithout(input: string, spans: ReadonlyArray<[number, number]>): string {
  let text = '';
  let from = 0;
  for (const [start, end] of spans) {
    text += `${input.slice(from, start)} `;
    from = end;
  }
  text += input.slice(from);
  return (text.match(TOKEN) ?? []).map(unquoted).join(' ');
}

/**
 * The search's text and operators, read with `languages`' words (English always among them), or the message for
 * its first mistake.
 */
export function parseSearch(input: string, languages: readonly SearchWords[] = []): SearchParse {
  const all = [ENGLISH_SEARCH_WORDS, ...languages];
  const lookUp = <T>(table: (words: SearchWords) => Readonly<Record<string, T>>, word: string) =>
    all.map((words) => table(words)[word.toLocaleLowerCase()]).find((value) => value !== undefined);
  const query: SearchQuery = { text: input };
  const seen = new Set<SearchOperator>();
  const fail = (message: SearchMessage): SearchParse => ({ ok: false, message });
  const mistyped = (word: string) =>
    all.some((words) =>
      Object.keys(words.operators).some(
        (name) => distance(name, word.toLocaleLowerCase()) <= typoDistance(word),
      ),
    );
  /** Where the operators stand in the input, to be taken out of its text. */
  const spans: Array<[number, number]> = [];
  for (const match of input.matchAll(TOKEN)) {
    const token = match[0];
    const operatorToken = token.startsWith('"') ? null : OPERATOR_TOKEN.exec(token);
    if (!operatorToken) continue;
    const [, word = '', rawValue = ''] = operatorToken;
    const operator = lookUp((words) => words.operators, word);
    if (!operator) {
      if (mistyped(word)) return fail(M.searchOperatorUnknown);
      continue;
    }
    spans.push([match.index, match.index + token.length]);
    if (seen.has(operator)) return fail(M.searchOperatorTwice);
    seen.add(operator);
    const value = unquoted(rawValue).trim();
    switch (operator) {
      case 'amount': {
        const range = amountRange(value);
        if (!range) return fail(M.searchAmountInvalid);
        if (range.min !== undefined) query.minCents = range.min;
        if (range.max !== undefined) query.maxCents = range.max;
        break;
      }
      case 'date': {
        const range = dateRange(value);
        if (!range || seen.has('after') || seen.has('before')) return fail(M.searchDateInvalid);
        Object.assign(query, range);
        break;
      }
      case 'after':
      case 'before': {
        const range = period(value);
        if (!range || seen.has('date')) return fail(M.searchDateInvalid);
        if (operator === 'after') query.from = range.from;
        else query.until = dayBefore(range.from);
        break;
      }
      case 'category': {
        // A default's name in the screen's language reads as the default; any other is the person's own, which
        // the API finds among theirs.
        if (!value || value.length > CATEGORY_NAME_MAX_LENGTH) return fail(M.searchCategoryInvalid);
        query.category = lookUp((words) => words.categories, value) ?? value;
        break;
      }
      case 'type': {
        const type = lookUp((words) => words.types, value);
        if (!type) return fail(M.searchTypeInvalid);
        query.type = type;
        break;
      }
      case 'tag':
        if (!value || !isTagName(value)) return fail(M.searchTagInvalid);
        query.tag = value;
        break;
      case 'account':
        if (!value || value.length > ACCOUNT_NAME_MAX_LENGTH) return fail(M.searchAccountUnknown);
        query.account = value;
        break;
    }
  }
  if (query.from && query.until && query.from > query.until) return fail(M.searchDateInvalid);
  if (spans.length > 0) query.text = textWithout(input, spans);
  return { ok: true, query };
}

const quoted = (value: string) => (/\s/.test(value) ? `"${value}"` : value);
const decimal = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '');

/** The search in English, as the API reads it: its text, then its operators. */
export function searchInEnglish(query: SearchQuery): string {
  const parts = [query.text];
  const { minCents: min, maxCents: max } = query;
  if (min !== undefined && max !== undefined)
    parts.push(`amount:${min === max ? decimal(min) : `${decimal(min)}..${decimal(max)}`}`);
  else if (min !== undefined) parts.push(`amount:>=${decimal(min)}`);
  else if (max !== undefined) parts.push(`amount:<=${decimal(max)}`);
  if (query.from || query.until) parts.push(`date:${query.from ?? ''}..${query.until ?? ''}`);
  if (query.category) parts.push(`category:${quoted(query.category)}`);
  if (query.tag) parts.push(`tag:${quoted(query.tag)}`);
  if (query.type) parts.push(`type:${query.type.toLowerCase()}`);
  if (query.account) parts.push(`account:${quoted(query.account)}`);
  return parts.filter(Boolean).join(' ');
}
