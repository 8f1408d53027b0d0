// Reminder schemas, used by remote-reminders and by api/. Whether a
// date is before today depends on the person's time zone, so the API checks that on create (see api/).
import { z } from 'zod';
import { DATE_TEXT_MAX_LENGTH } from './dates';
import { MESSAGES as M, type ServerMessage } from './messages';
import { DATE_TIME_WITH_OFFSET_PATTERN as DATE_TIME_WITH_OFFSET } from './patterns';
import { textField } from './text';
import {
  DEFAULT_REMINDER_REPEAT,
  REMINDER_DESCRIPTION_MAX_LENGTH,
  REMINDER_REPEATS,
  REMINDER_TITLE_MAX_LENGTH,
} from './reminderLimits';

/** True when `value` is a real instant written with its offset (2026-02-30T10:00Z is refused). */
export function isDateTimeWithOffset(value: string): boolean {
  if (!DATE_TIME_WITH_OFFSET.test(value)) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const hour = Number(value.slice(11, 13));
  const minute = Number(value.slice(14, 16));
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return (
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    !Number.isNaN(Date.parse(value))
  );
}

const dateTime = (message: ServerMessage) =>
  textField({ max: DATE_TEXT_MAX_LENGTH, tooLong: message, notAllowed: message }).refine(
    isDateTimeWithOffset,
    {
      error: message,
    },
  );

export const reminderSchema = z.object({
  title: textField({
    max: REMINDER_TITLE_MAX_LENGTH,
    tooLong: M.reminderTitleTooLong,
    required: M.reminderTitleRequired,
  }),
  date: dateTime(M.reminderDateInvalid),
  // Several lines: the form's description is a text area.
  description: textField({
    max: REMINDER_DESCRIPTION_MAX_LENGTH,
    tooLong: M.reminderDescriptionTooLong,
    lineBreaks: true,
  }).default(''),
  repeat: z.enum(REMINDER_REPEATS, { error: M.reminderRepeatInvalid }).default(DEFAULT_REMINDER_REPEAT),
});

/** GET /reminders?from&to: the window the calendar shows; both or neither (every reminder). */
export const reminderWindowSchema = z
  .object({
    from: dateTime(M.reminderWindowInvalid).optional(),
    to: dateTime(M.reminderWindowInvalid).optional(),
  })
  .refine(
    ({ from, to }) =>
      from === undefined ? to === undefined : to !== undefined && Date.parse(from) < Date.parse(to),
    M.reminderWindowInvalid,
  );

export const reminderPreferencesSchema = z.object({
  emails: z.boolean({ error: M.reminderPreferenceInvalid }),
});

export type ReminderFields = z.infer<typeof reminderSchema>;
export type ReminderWindowQuery = z.infer<typeof reminderWindowSchema>;
