import { EMPTY_TIME, formTime, reminderDate, to12Hour, to24Hour, withOffset } from './time';

afterEach(() => jest.restoreAllMocks());

test('24 to 12 hours: 0 is 12 AM, 1-11 AM, 12 is 12 PM, 13-23 PM', () => {
  expect(to12Hour(0)).toEqual({ hour: 12, meridiem: 'AM' });
  expect(to12Hour(1)).toEqual({ hour: 1, meridiem: 'AM' });
  expect(to12Hour(11)).toEqual({ hour: 11, meridiem: 'AM' });
  expect(to12Hour(12)).toEqual({ hour: 12, meridiem: 'PM' });
  expect(to12Hour(13)).toEqual({ hour: 1, meridiem: 'PM' });
  expect(to12Hour(23)).toEqual({ hour: 11, meridiem: 'PM' });
});

test('12 to 24 hours: PM below 12 adds 12, 12 AM is 0, the rest stays', () => {
  expect(to24Hour(12, 'AM')).toBe(0);
  expect(to24Hour(1, 'AM')).toBe(1);
  expect(to24Hour(11, 'AM')).toBe(11);
  expect(to24Hour(12, 'PM')).toBe(12);
  expect(to24Hour(1, 'PM')).toBe(13);
  expect(to24Hour(11, 'PM')).toBe(23);
});

test('no hour counts as 0: midnight, or noon with PM', () => {
  expect(to24Hour(null, 'AM')).toBe(0);
  expect(to24Hour(null, 'PM')).toBe(12);
});

test('every hour of the day goes to 12 hours and back unchanged', () => {
  for (let hour = 0; hour < 24; hour += 1) {
    const shown = to12Hour(hour);
    expect(to24Hour(shown.hour, shown.meridiem)).toBe(hour);
  }
});

test("the form's day, hour and minute name a local instant with its offset; minutes default to 0", () => {
  const date = reminderDate('2026-03-09', { hour: 2, minute: null, meridiem: 'PM' });
  expect(date).toMatch(/^2026-03-09T14:00:00[+-]\d{2}:\d{2}$/);
  expect(new Date(date)).toEqual(new Date(2026, 2, 9, 14, 0));
  expect(reminderDate('2026-03-09', { hour: 12, minute: 5, meridiem: 'AM' })).toMatch(/^2026-03-09T00:05:00/);
  expect(reminderDate('2026-03-09', EMPTY_TIME)).toMatch(/^2026-03-09T00:00:00/);
});

test("the offset is the browser's, east or west of UTC, in hours and minutes", () => {
  const date = new Date(2026, 11, 1, 9, 30);
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-330);
  expect(withOffset(date)).toBe('2026-12-01T09:30:00+05:30');
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(240);
  expect(withOffset(date)).toBe('2026-12-01T09:30:00-04:00');
  jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
  expect(withOffset(date)).toBe('2026-12-01T09:30:00+00:00');
});

test('a saved time shows in 12 hours for editing', () => {
  expect(formTime(new Date(2026, 0, 5, 0, 15))).toEqual({ hour: 12, minute: 15, meridiem: 'AM' });
  expect(formTime(new Date(2026, 0, 5, 12, 0))).toEqual({ hour: 12, minute: 0, meridiem: 'PM' });
  expect(formTime(new Date(2026, 0, 5, 18, 45))).toEqual({ hour: 6, minute: 45, meridiem: 'PM' });
});
