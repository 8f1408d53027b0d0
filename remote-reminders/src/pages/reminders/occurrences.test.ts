import type { Reminder } from '@moneta/shared/reminders';
import { aReminder } from '../../testing/reminders';
import { occurrencesIn } from './occurrences';

/** The visible window of a month: its first day to the first day of the next, local time. */
const month = (year: number, month: number) =>
  [new Date(year, month - 1, 1), new Date(year, month, 1)] as const;
const at = (year: number, month: number, day: number, hour = 9, minute = 30) =>
  new Date(year, month - 1, day, hour, minute);
const starts = (reminders: Reminder[], [from, to]: readonly [Date, Date]) =>
  occurrencesIn(reminders, from, to).map((occurrence) => occurrence.start);

test('a one-off reminder shows in its window only', () => {
  const reminder = aReminder({ date: at(2026, 3, 10).toISOString() });
  expect(starts([reminder], month(2026, 3))).toEqual([at(2026, 3, 10)]);
  expect(starts([reminder], month(2026, 4))).toEqual([]);
  expect(starts([reminder], month(2026, 2))).toEqual([]);
});

test('the window is [from, to): a reminder at its very end belongs to the next', () => {
  const reminder = aReminder({ date: new Date(2026, 3, 1).toISOString() });
  expect(starts([reminder], month(2026, 3))).toEqual([]);
  expect(starts([reminder], month(2026, 4))).toEqual([new Date(2026, 3, 1)]);
});

test('weekly: every week from the first date on, at the same time, with its index', () => {
  const reminder = aReminder({ date: at(2026, 2, 20).toISOString(), repeat: 'weekly' });
  const occurrences = occurrencesIn([reminder], ...month(2026, 3));
  expect(occurrences.map((o) => o.start)).toEqual([6, 13, 20, 27].map((day) => at(2026, 3, day)));
  expect(occurrences.map((o) => o.index)).toEqual([2, 3, 4, 5]);
  expect(starts([reminder], month(2026, 1))).toEqual([]);
});

test('monthly on the 31st falls on the last day of shorter months, and back on the 31st after', () => {
  const reminder = aReminder({ date: at(2026, 1, 31).toISOString(), repeat: 'monthly' });
  expect(starts([reminder], month(2026, 2))).toEqual([at(2026, 2, 28)]);
  expect(starts([reminder], month(2026, 3))).toEqual([at(2026, 3, 31)]);
  expect(starts([reminder], month(2026, 4))).toEqual([at(2026, 4, 30)]);
  expect(starts([reminder], month(2028, 2))).toEqual([at(2028, 2, 29)]);
});

test('yearly on 29 February falls on 28 February in other years', () => {
  const reminder = aReminder({ date: at(2028, 2, 29).toISOString(), repeat: 'yearly' });
  expect(starts([reminder], month(2029, 2))).toEqual([at(2029, 2, 28)]);
  expect(starts([reminder], month(2032, 2))).toEqual([at(2032, 2, 29)]);
  expect(starts([reminder], month(2029, 3))).toEqual([]);
});

test('a reminder begun long ago still shows each occurrence of a window, none twice', () => {
  const weekly = aReminder({ date: at(2001, 1, 1).toISOString(), repeat: 'weekly' });
  const monthly = aReminder({ date: at(2001, 1, 31).toISOString(), repeat: 'monthly' });
  const window = [new Date(2026, 2, 1), new Date(2026, 3, 12)] as const;
  const weeks = starts([weekly], window);
  expect(weeks).toHaveLength(6);
  expect(weeks.every((start) => start.getDay() === at(2001, 1, 1).getDay())).toBe(true);
  expect(starts([monthly], window)).toEqual([at(2026, 3, 31)]);
});

test('occurrences of several reminders come earliest first; an unreadable date is left out', () => {
  const later = aReminder({ title: 'Later', date: at(2026, 3, 20).toISOString() });
  const earlier = aReminder({ title: 'Earlier', date: at(2026, 3, 2).toISOString(), repeat: 'weekly' });
  const broken = aReminder({ title: 'Broken', date: 'not a date' });
  const titles = occurrencesIn([later, earlier, broken], ...month(2026, 3)).map((o) => o.reminder.title);
  expect(titles).toEqual(['Earlier', 'Earlier', 'Earlier', 'Later', 'Earlier', 'Earlier']);
});
