import { bestHoltFit, forecastSeries, holtFit, sampleSd, SMOOTHING_GRID } from './holt';

/** Points rounded to 1e-6, so that hand-computed decimals compare exactly. */
const rounded = (points: { value: number; low: number; high: number }[]) =>
  points.map(({ value, low, high }) => ({
    value: Math.round(value * 1e6) / 1e6 + 0,
    low: Math.round(low * 1e6) / 1e6 + 0,
    high: Math.round(high * 1e6) / 1e6 + 0,
  }));

describe('holtFit', () => {
  it('follows the recurrences by hand on 10, 12, 15, 14 at alpha = beta = 0.5', () => {
    // level 12, trend 2; t=3: forecast 14, error 1, level 14.5, trend 2.25;
    // t=4: forecast 16.75, error -2.75, level 15.375, trend 1.5625. SSE = 1 + 7.5625.
    expect(holtFit([10, 12, 15, 14], { alpha: 0.5, beta: 0.5 })).toEqual({
      alpha: 0.5,
      beta: 0.5,
      level: 15.375,
      trend: 1.5625,
      sse: 8.5625,
      errorCount: 2,
    });
  });
});

describe('bestHoltFit', () => {
  it('keeps the first pair of the grid when every pair fits as well', () => {
    // One error only (the third value against 12 + 2), the same for every pair.
    expect(bestHoltFit([10, 12, 15])).toMatchObject({ alpha: 0.1, beta: 0.1, sse: 1 });
  });

  it('finds the pair with the least squared error of the grid', () => {
    const series = [620, 580, 630, 590, 640, 600, 650, 610, 660, 620, 670, 630];
    const best = bestHoltFit(series);
    for (const alpha of SMOOTHING_GRID) {
      for (const beta of SMOOTHING_GRID) {
        expect(best.sse).toBeLessThanOrEqual(holtFit(series, { alpha, beta }).sse + 1e-6);
      }
    }
  });
});

describe('forecastSeries', () => {
  it('continues a line with no range', () => {
    const line = Array.from({ length: 12 }, (_, month) => 10_000 + 1_000 * month);
    const forecast = forecastSeries(line, 3, { nonNegative: true });
    expect(forecast).toMatchObject({ method: 'holt', parameters: { alpha: 0.1, beta: 0.1 } });
    expect(rounded(forecast.points)).toEqual([
      { value: 22_000, low: 22_000, high: 22_000 },
      { value: 23_000, low: 23_000, high: 23_000 },
      { value: 24_000, low: 24_000, high: 24_000 },
    ]);
  });

  it('forecasts 10, 12, 15 by hand', () => {
    // alpha = beta = 0.1 (a tie): level 0.1 x 15 + 0.9 x 14 = 14.1, trend 0.1 x 2.1 + 0.9 x 2 = 2.01.
    // One error of 1: sd 1; margins 1.96, 1.96 x sqrt(2) = 2.771859, 1.96 x sqrt(3) = 3.394820.
    const forecast = forecastSeries([10, 12, 15], 3, { nonNegative: true });
    expect(forecast).toMatchObject({ method: 'holt', sd: 1, historyLength: 3 });
    expect(rounded(forecast.points)).toEqual([
      { value: 16.11, low: 14.15, high: 18.07 },
      { value: 18.12, low: 15.348141, high: 20.891859 },
      { value: 20.13, low: 16.73518, high: 23.52482 },
    ]);
  });

  it('clamps amounts at 0, and savings not', () => {
    // 300, 200, 100: a perfect line down to 0, -100, -200.
    expect(rounded(forecastSeries([300, 200, 100], 3, { nonNegative: true }).points)).toEqual([
      { value: 0, low: 0, high: 0 },
      { value: 0, low: 0, high: 0 },
      { value: 0, low: 0, high: 0 },
    ]);
    expect(rounded(forecastSeries([300, 200, 100], 3, { nonNegative: false }).points)).toEqual([
      { value: 0, low: 0, high: 0 },
      { value: -100, low: -100, high: -100 },
      { value: -200, low: -200, high: -200 },
    ]);
  });

  it('takes the mean of two months, with their sample sd', () => {
    // Mean 150, sd sqrt(2 x 50^2 / 1) = 70.710678; margins 138.592929 and 1.96 x 100 = 196.
    expect(sampleSd([100, 200])).toBeCloseTo(70.710678, 6);
    const forecast = forecastSeries([100, 200], 2, { nonNegative: true });
    expect(forecast).toMatchObject({ method: 'mean', parameters: null, historyLength: 2 });
    expect(rounded(forecast.points)).toEqual([
      { value: 150, low: 11.407071, high: 288.592929 },
      { value: 150, low: 0, high: 346 },
    ]);
    expect(rounded(forecastSeries([100, 200], 2, { nonNegative: false }).points)[1]).toEqual({
      value: 150,
      low: -46,
      high: 346,
    });
  });

  it('takes one month as it is, with no range', () => {
    expect(rounded(forecastSeries([500], 2, { nonNegative: true }).points)).toEqual([
      { value: 500, low: 500, high: 500 },
      { value: 500, low: 500, high: 500 },
    ]);
  });

  it('forecasts zeros without history', () => {
    const forecast = forecastSeries([], 2, { nonNegative: true });
    expect(forecast).toEqual({
      method: 'mean',
      parameters: null,
      sd: 0,
      historyLength: 0,
      points: [
        { value: 0, low: 0, high: 0 },
        { value: 0, low: 0, high: 0 },
      ],
    });
  });
});
