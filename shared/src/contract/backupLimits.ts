// The backup values ./backup.ts's schema and the server's messages are built from. Apart from ./backupFile.ts,
// which re-exports them, because that file names the restore's answer from the schema, which imports these.

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
