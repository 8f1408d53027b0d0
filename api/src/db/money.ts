// Money is stored as integer minor units (DESIGN section 4); JSON carries decimals with at most two places.

/** Minor units of an amount, without its sign (the schemas allow at most two decimals). */
export function minorUnits(amount: number): number {
  return Math.round(Math.abs(amount) * 100);
}

/** Division by 100 yields the double nearest the two-decimal value, so 30 -> 0.3 exactly. */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}
