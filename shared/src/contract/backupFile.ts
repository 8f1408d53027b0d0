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
 * The file as a backup of this format: one that 'Download my data' wrote before it marked its format (until
 * 2026-11-26) holds the same sections, and reads as version 1.
 */
export function withBackupMarks(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const file = value as Record<string, unknown>;
  const unmarked =
    file.format === undefined && file.version === undefined && typeof file.exportedAt === 'string';
  return unmarked ? { ...file, format: BACKUP_FORMAT, version: BACKUP_VERSION } : value;
}

/**
 * How many records of each kind a file holds, for the screen to say before anything is sent; null when it is
 * not a Moneta backup at all. The records themselves are the server's to check.
 */
export function backupCounts(value: unknown): BackupCounts | null {
  const marked = withBackupMarks(value);
  if (typeof marked !== 'object' || marked === null) return null;
  const file = marked as Record<string, unknown>;
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
