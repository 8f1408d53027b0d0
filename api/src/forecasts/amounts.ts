// Unrounded minor units (a mean, a smoothed level) to the decimals of the answers, and amounts as the English
// sentences of the answers write them.
import { fromMinorUnits } from '../db/money';

/** An amount in cents, halves away from zero: the one rounding of a computed figure. */
export function amountOf(minor: number): number {
  const cents = Math.sign(minor) * Math.round(Math.abs(minor));
  // + 0 turns the -0 of a small negative into 0.
  return fromMinorUnits(cents) + 0;
}

const english = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of `minor` units without its sign, as in "1,250.00". */
export function amountText(minor: number): string {
  return english.format(Math.abs(amountOf(minor)));
}
