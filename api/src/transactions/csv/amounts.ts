// Amount cells as statements write them: signs, thousands separators, a currency symbol, (12.50) for a debit.

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const THOUSANDS = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/;
/** "12,50": a decimal comma (two decimals at most, so "1,234" stays a thousands separator). */
const DECIMAL_COMMA = /^[-+]?\d+,\d{1,2}$/;
const DECORATION = /[\s$€£¥₹]/g;
const PARENTHESES = /^\((.*)\)$/;

/** The cell's number (signed), undefined for an empty cell, NaN for text that is not an amount. */
export function parseAmount(cell: string): number | undefined {
  let text = cell.replace(DECORATION, '').replaceAll('\u2212', '-');
  if (text === '') return undefined;
  const negated = PARENTHESES.exec(text);
  if (negated) text = `-${negated[1] ?? ''}`;
  if (THOUSANDS.test(text)) text = text.replaceAll(',', '');
  else if (DECIMAL_COMMA.test(text)) text = text.replace(',', '.');
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}
