// Percentages as the analytics and budgets answer them: one decimal, computed from integer minor units and
// rounded once, at the end.

/** Tenths of a percent to a percent with one decimal, halves rounded away from zero. */
export function roundTenths(tenths: number): number {
  // A hair of slack absorbs float noise in sums such as 0.1 + 0.2; exact halves stay halves.
  const rounded = Math.round(Math.abs(tenths) + 1e-9);
  return rounded === 0 ? 0 : (Math.sign(tenths) * rounded) / 10;
}

/** Tenths of a percent that `part` is of `whole`, unrounded; 0 when the whole is 0. */
export function tenthsOf(part: number, whole: number): number {
  // Multiplying first keeps minor-unit ratios such as 5005 / 10000 exact.
  return whole === 0 ? 0 : (part * 1000) / whole;
}

/** Percent with one decimal, halves rounded away from zero; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return roundTenths(tenthsOf(part, whole));
}

/**
 * Percent change from `before` to `after`, relative to the size of `before` (so that a loss shrinking from -100
 * to -50 reads +50); null when `before` is 0.
 */
export function percentChange(after: number, before: number): number | null {
  return before === 0 ? null : roundTenths(tenthsOf(after - before, Math.abs(before)));
}

/** Savings rate in tenths of a percent, unrounded: net savings over income, 0 without income. */
export function rateTenths(incomeMinor: number, expensesMinor: number): number {
  return tenthsOf(incomeMinor - expensesMinor, incomeMinor);
}

/** An average of minor units to a decimal amount, rounded to the cent (halves away from zero). */
export function averageAmount(totalMinor: number, count: number): number {
  if (count === 0) return 0;
  const cents = Math.round(Math.abs(totalMinor) / count);
  return cents === 0 ? 0 : (Math.sign(totalMinor) * cents) / 100;
}
