import { browserTimeZone } from './timeZone';

describe('browserTimeZone', () => {
  afterEach(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });

  it("answers with Temporal's time zone where the browser has Temporal", () => {
    (globalThis as { Temporal?: unknown }).Temporal = { Now: { timeZoneId: () => 'Asia/Kolkata' } };
    expect(browserTimeZone()).toBe('Asia/Kolkata');
  });

  it("answers with Intl's time zone where it has not", () => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
