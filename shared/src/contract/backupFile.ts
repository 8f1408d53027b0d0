// What the screens and ./messages.ts need of a backup file without zod: its marks, its size limit, the counts of
// its records. The schema that checks it is ./backup.ts.
import type { z } from 'zod';
import type { restoreResultSchema } from './backup';

export const BACKUP_FORMAT = 'moneta-backup';
export const BACKUP_VERSION = 1;

/**
 * The largest backup POST /settings/restore reads. Sized from the most transactions the product is built and
 * measured for (an import's IMPORT_MAX_ROWS, the benchmark's 100,000 per user): the export writes one in about
 * 460 bytes (measured: ids, dates, an import, a title of 30 characters, no notes), so 100,000 are ~46 MB; 1,000
 * bytes a row (100,000,000 bytes, 96 MB) leaves room for notes, goals, contributions and reminders. A literal, so
 * that the message naming it is a literal text the catalogues can hold.
 */
export const BACKUP_MAX_MEGABYTES = 96;
export const BACKUP_MAX_BYTES = BACKUP_MAX_MEGABYTES * 1024 * 1024;

/** The record kinds the restore screen counts, in the order it names them. */
export const BACKUP_COUNTED = [
  'transactions',
  'recurringRules',
  'goals',
  'goalContributions',
  'budgets',
  'reminders',
] as const;
export type BackupCounts = Record<(typeof BACKUP_COUNTED)[number], number>;

/**
 * How many records of each kind a file holds, for the screen to say before anything is sent; null when it is
 * not a Moneta backup at all. The records themselves are the server's to check.
 */
export function backupCounts(value: unknown): BackupCounts | null {
  if (typeof value !== 'object' || value === null) return null;
  const file = value as Record<string, unknown>;
  if (file.format !== BACKUP_FORMAT) return null;
  const counts = {} as BackupCounts;
  for (const kind of BACKUP_COUNTED) {
    const records = file[kind];
    if (!Array.isArray(records)) return null;
    counts[kind] = records.length;
  }
  return counts;
}

export type RestoreResult = z.output<typeof restoreResultSchema>;
