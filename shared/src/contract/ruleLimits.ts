// The rules' values the schemas, the matcher and the server's messages are built from.

/** The most rules one person keeps. */
export const RULES_MAX = 100;
/** The longest text or pattern a rule matches titles with. */
export const RULE_TEXT_MAX_LENGTH = 100;
/**
 * The most quantifiers (`*`, `+`, `?`, `{m,n}`) a pattern holds. With none on a group and no back-references,
 * a pattern's work on a title grows at most as the title's length to this power: a title has at most
 * TITLE_MAX_LENGTH characters, so one match is bounded (some ten million steps at the very worst).
 */
export const RULE_PATTERN_MAX_QUANTIFIERS = 3;
/** How many of the rows a rule would change its preview lists; the count is of them all. */
export const RULE_PREVIEW_MAX_ROWS = 200;
/**
 * The most time matching one rule against all of a person's transactions may take (a preview, an apply): each
 * match is bounded, but a pattern at its bound on every one of 200,000 titles would hold the server for minutes.
 */
export const RULE_SCAN_MAX_MS = 5000;
/** How many applications of rules to existing rows a person can still undo, the latest first. */
export const RULE_APPLICATIONS_KEPT = 10;

export const RULE_MATCHES = ['contains', 'startsWith', 'equals', 'pattern'] as const;
export type RuleMatch = (typeof RULE_MATCHES)[number];
