// Every regular expression the contract runs on a person's input, in one place, so that one test can prove each
// of them linear (inputSafety.test.ts feeds each a megabyte of hostile text). The rules for a new one:
// - it runs only on a string whose length has already been checked, and refused, by an aborting check;
// - no two quantifiers in it may match the same characters next to each other (`[^@]+\.[^@]+` backtracks
//   quadratically on "a@....", `[^@.]+(\.[^@.]+)+` cannot), and no quantifier is nested in another that can
//   match the same text twice.
// Free of zod, so that the password checklist can use it without the schemas. Control characters and broken
// UTF-16 are found without a pattern (./allowedText).
import { OTP_LENGTH, USERNAME_MIN_LENGTH } from './constants';

/**
 * An e-mail address: one @, no spaces, and a domain of at least two dot-separated labels. Each domain label
 * excludes the dot, so the engine never has two ways to split the domain: linear on any input.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** What may join the parts of a name: spaces, hyphens and apostrophes (ASCII and typographic). */
const NAME_SEPARATOR = "[\\p{Zs}'\u2019\\-\u2010]";
/** A letter of a script whose every character is a whole syllable: Han, Hangul, kana. */
const SYLLABLE = '[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}]';
/**
 * A person's name: letters of every script, each with the marks written on it (e + U+0301
 * is é, a Devanagari vowel sign belongs to its consonant), joined by spaces, hyphens and apostrophes; it starts
 * and ends with a letter. Its length counts letters and marks, as a reader of the script counts characters: a
 * Devanagari vowel sign is one ("राम", Ram, is three). A script whose every character is a syllable needs two
 * only: many Chinese and some Korean names are two characters ("王芳", as long as "Wang Fang"), which a minimum
 * of three would refuse. Linear: letters, marks and separators are three disjoint classes, so a text splits one
 * way only, and the length is counted by a lookahead of fixed repeats.
 */
export const USERNAME_PATTERN = new RegExp(
  `^(?=(?:[^\\p{L}\\p{M}]*[\\p{L}\\p{M}]){${USERNAME_MIN_LENGTH}}|${SYLLABLE}\\P{L}*${SYLLABLE})` +
    `\\p{L}\\p{M}*(?:${NAME_SEPARATOR}*\\p{L}\\p{M}*)*$`,
  'u',
);
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
/** A query-string integer: digits only, at most nine of them. */
export const QUERY_INT_PATTERN = /^\d{1,9}$/;
export const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date followed by a time part: the start of an ISO date-time. */
export const DATE_THEN_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T/;
/** The time part of an ISO date-time the app may send with a date: a real time of day, an optional offset. */
export const ISO_TIME_PATTERN =
  /^T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;
/** An ISO 8601 date-time with seconds optional, fractions optional, and an explicit offset (Z or ±hh:mm). */
export const DATE_TIME_WITH_OFFSET_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export const BUDGET_MONTH_PATTERN = /^\d{4}-\d{2}$/;

// The password checklist: single-character tests, letters and digits in any script (a combining mark belongs
// to the letter it follows: e + U+0301 is é).
export const LOWERCASE_PATTERN = /\p{Ll}/u;
export const UPPERCASE_PATTERN = /\p{Lu}/u;
export const DIGIT_PATTERN = /\p{Nd}/u;
/** Neither letter nor digit: punctuation, symbols, spaces, emoji. */
export const SPECIAL_PATTERN = /[^\p{L}\p{M}\p{Nd}\p{Cc}]/u;

/** The patterns above by name (a batch key's, built from its length, is its module's BATCH_KEY_PATTERN). */
export const INPUT_PATTERNS = {
  EMAIL_PATTERN,
  USERNAME_PATTERN,
  OTP_PATTERN,
  QUERY_INT_PATTERN,
  CALENDAR_DATE_PATTERN,
  DATE_THEN_TIME_PATTERN,
  ISO_TIME_PATTERN,
  DATE_TIME_WITH_OFFSET_PATTERN,
  BUDGET_MONTH_PATTERN,
  LOWERCASE_PATTERN,
  UPPERCASE_PATTERN,
  DIGIT_PATTERN,
  SPECIAL_PATTERN,
} as const satisfies Record<string, RegExp>;
