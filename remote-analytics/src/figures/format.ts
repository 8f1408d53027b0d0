/** A percent as a progress bar can draw it: from 0 to 100. */
export function barPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}
