// Money is stored as integer minor units; JSON carries decimals with at most two places.
// A total is exact or refused: a figure a JSON number cannot carry to the cent is a 422 that says
// so, never a rounded number.
import { MESSAGES } from '@moneta/shared/contract';
import { AppError } from '../http/errors';

/**
 * The largest total, in minor units, that a JSON number carries to the cent: 15 significant digits, as many as a
 * double keeps whatever they are (9,999,999,999,999.99).
 */
const MAX_EXACT_MINOR = 999_999_999_999_999;

const tooLarge = () => new AppError(422, MESSAGES.totalTooLarge);

/** Minor units of an amount, without its sign (the schemas allow at most two decimals). */
export function minorUnits(amount: number): number {
  return Math.round(Math.abs(amount) * 100);
}

/** Minor units of an amount, keeping its sign: a balance. */
export function signedMinorUnits(amount: number): number {
  return Math.sign(amount) * minorUnits(amount);
}

/** Division by 100 yields the double nearest the two-decimal value, so 30 -> 0.3 exactly. */
export function fromMinorUnits(minor: number | bigint): number {
  const value = Number(minor);
  if (!(Math.abs(value) <= MAX_EXACT_MINOR)) throw tooLarge();
  return value / 100;
}

/**
 * A sum of minor units as the database answers it (numeric, as text): exact while it is a safe integer, which
 * the sums built from it must stay too (addMinor) even when they cancel out to a small figure.
 */
export function exactMinor(value: unknown): number {
  const minor = Number(value);
  if (!Number.isSafeInteger(minor)) throw tooLarge();
  return minor;
}

/** a + b, refused once the sum leaves the range where every integer is exact. */
export function addMinor(a: number, b: number): number {
  return exactMinor(a + b);
}
