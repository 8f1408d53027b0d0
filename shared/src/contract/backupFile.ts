// What the screens need of a backup file without zod: its marks, its size limit, the counts of its records. The
// schema that checks it is ./backup.ts.
import type { z } from 'zod';
import type { restoreResultSchema } from './backup';
import { BACKUP_COUNTED, BACKUP_FORMAT, BACKUP_VERSION, type BackupCounts } from './backupLimits';

export * from './backupLimits';

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
