// One CSV cell in each direction: RFC 4180 quoting and the spreadsheet formula guard for export, and the
// inverse of that guard for import, so that a file Moneta wrote imports back unchanged.

/**
 * Text cells a spreadsheet would run as a formula: =, +, -, @, tab or CR first, after any spaces, which some
 * spreadsheets skip (OWASP's CSV injection list).
 */
const FORMULA_START = /^'* *[=+\-@\t\r]/;
/** A guarded cell as written by `guardFormula`: one extra apostrophe before a formula-like text. */
const GUARDED = /^'+ *[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Prefixes an apostrophe to a title or note that a spreadsheet would evaluate. Texts that already start with
 * apostrophes before such a character get one more, so that `unguardFormula` can always undo it exactly.
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes `guardFormula`: removes the one apostrophe it added. */
export function unguardFormula(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}

/** Quotes a field when it holds a comma, a quote or a line break, doubling its quotes (RFC 4180). */
export function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Signed minor units as a decimal with two places, exactly (no floating point): -1234 -> "-12.34". */
export function formatMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const cents = absolute % 100;
  return `${sign}${(absolute - cents) / 100}.${cents < 10 ? '0' : ''}${cents}`;
}
