// How much a monthly series varies around its mean: the steadiness of the recommendations and the expense
// stability of the health score.

/**
 * The coefficient of variation: the population standard deviation over the mean (minor units or any unit, the
 * ratio has none); null when the mean is 0, where it has no meaning.
 */
export function coefficientOfVariation(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  if (mean === 0) return null;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return Math.sqrt(variance) / Math.abs(mean);
}
