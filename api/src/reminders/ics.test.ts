import { escapeText, fold, rruleOf } from './ics';

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf\rg')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0007\u007f')).toBe('tab\there');
  });
});

describe('fold', () => {
  const octets = (line: string) => Buffer.byteLength(line);

  it('leaves a line of 75 octets as it is', () => {
    expect(fold('x'.repeat(75))).toBe('x'.repeat(75));
  });

  it('folds longer lines at 75 octets, continuation lines starting with a space', () => {
    const folded = fold('y'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines.map(octets)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe('y'.repeat(200));
  });

  it('never splits a character', () => {
    const text = `SUMMARY:${'é€😀'.repeat(30)}`;
    const lines = fold(text).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(text);
    expect(lines.join('')).not.toContain('\uFFFD');
  });
});

describe('rruleOf', () => {
  it.each([
    ['none', '2026-01-31', undefined],
    ['weekly', '2026-01-31', 'FREQ=WEEKLY'],
    ['monthly', '2026-01-28', 'FREQ=MONTHLY;BYMONTHDAY=28'],
    ['monthly', '2026-01-05', 'FREQ=MONTHLY;BYMONTHDAY=5'],
    ['monthly', '2026-01-29', 'FREQ=MONTHLY;BYMONTHDAY=28,29;BYSETPOS=-1'],
    ['monthly', '2026-01-30', 'FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1'],
    ['monthly', '2026-01-31', 'FREQ=MONTHLY;BYMONTHDAY=-1'],
    ['yearly', '2024-02-29', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1'],
    ['yearly', '2026-03-31', 'FREQ=YEARLY'],
  ] as const)('%s from %s is %s', (repeat, first, rule) => {
    expect(rruleOf(repeat, first)).toBe(rule);
  });
});
