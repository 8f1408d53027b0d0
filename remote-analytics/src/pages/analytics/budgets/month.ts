// The Budgets tab's month (YYYY-MM): the person's current one by default, or the one the address names.
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null): value is string {
  return value !== null && MONTH.test(value);
}

/** `month` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
