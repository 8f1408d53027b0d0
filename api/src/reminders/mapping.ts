// Rows to the contract's Reminder: the date is written with the offset of the reminder's own zone there, so
// the wall-clock time the person chose reads back as they chose it.
import type { Reminder } from '@moneta/shared/contract';
import { isoInZone, type Schedule } from './occurrences';
import type { ReminderRow } from './schema';

export function toReminder(row: ReminderRow): Reminder {
  return {
    _id: row.id,
    title: row.title,
    date: isoInZone(row.startsAt, row.timeZone),
    description: row.description,
    repeat: row.repeat,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function scheduleOf(row: Pick<ReminderRow, 'startsAt' | 'timeZone' | 'repeat'>): Schedule {
  return { startsAt: row.startsAt, timeZone: row.timeZone, repeat: row.repeat };
}
