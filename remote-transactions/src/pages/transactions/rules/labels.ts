import type { RuleMatch } from '@moneta/shared';

/** Each way of matching a title, as the form names it (keys of the rules' catalogue). */
export const MATCH_LABELS = {
  contains: 'Contains',
  startsWith: 'Starts with',
  equals: 'Equals',
  pattern: 'Matches the pattern',
} as const satisfies Record<RuleMatch, string>;

/** Each way of matching a title, as a rule's summary says it with its text. */
export const MATCH_SUMMARIES = {
  contains: 'Title contains “{{text}}”',
  startsWith: 'Title starts with “{{text}}”',
  equals: 'Title is “{{text}}”',
  pattern: 'Title matches /{{text}}/',
} as const satisfies Record<RuleMatch, string>;
