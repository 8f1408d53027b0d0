/**
 * @jest-environment @moneta/tooling/jest-timezone-environment
 * @jest-environment-options {"timeZone": "Asia/Kolkata"}
 */
import { localDay } from './timeZone';

// India is UTC+05:30: its day starts at 18:30 UTC the day before.
describe('localDay', () => {
  it("changes at midnight in the person's zone, not at UTC's", () => {
    expect(localDay(new Date('2025-01-05T18:29:59Z'))).toBe('2025-01-05');
    expect(localDay(new Date('2025-01-05T18:30:00Z'))).toBe('2025-01-06');
  });

  it('reaches the new year before UTC does', () => {
    expect(localDay(new Date('2024-12-31T18:29:59Z'))).toBe('2024-12-31');
    expect(localDay(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
  });

  it('is today by default', () => {
    const before = localDay();
    const now = localDay(new Date());
    expect([before, localDay()]).toContain(now);
  });
});
