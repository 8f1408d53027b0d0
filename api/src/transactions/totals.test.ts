import { splitPeriod } from './totals';

describe('splitPeriod', () => {
  it('answers an unbounded period from the totals alone', () => {
    expect(splitPeriod()).toEqual({ months: { from: undefined, to: undefined }, days: [] });
  });

  it('reads whole months from the totals and the partial ones from the rows', () => {
    expect(splitPeriod('2024-01-15', '2024-04-10')).toEqual({
      months: { from: '2024-02-01', to: '2024-03-01' },
      days: [
        { from: '2024-01-15', to: '2024-01-31' },
        { from: '2024-04-01', to: '2024-04-10' },
      ],
    });
    expect(splitPeriod('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02-01', to: '2024-02-01' },
      days: [],
    });
  });

  it('handles open ends', () => {
    expect(splitPeriod('2024-02-10')).toEqual({
      months: { from: '2024-03-01', to: undefined },
      days: [{ from: '2024-02-10', to: '2024-02-29' }],
    });
    expect(splitPeriod(undefined, '2024-02-10')).toEqual({
      months: { from: undefined, to: '2024-01-01' },
      days: [{ from: '2024-02-01', to: '2024-02-10' }],
    });
  });

  it('reads a period without a whole month from the rows', () => {
    expect(splitPeriod('2024-01-15', '2024-02-10')).toEqual({
      months: null,
      days: [{ from: '2024-01-15', to: '2024-02-10' }],
    });
    expect(splitPeriod('2024-01-05', '2024-01-06')).toEqual({
      months: null,
      days: [{ from: '2024-01-05', to: '2024-01-06' }],
    });
  });
});
