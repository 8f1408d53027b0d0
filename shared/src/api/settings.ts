import type { RestoreResult } from '../contract/backupFile';
import type { ActiveSession, Preferences } from '../contract/types';
import type { PreferencesPatch } from '../contract/validators';
import { download, fileNameFrom, saveBlob } from './download';
import { unwrap } from './unwrap';

/** A restore of the largest backup (BACKUP_MAX_MEGABYTES) takes far longer than the client's usual 10 s. */
const RESTORE_TIMEOUT_MS = 5 * 60_000;

// axios loads with the first call, not with the page.
const client = async () => (await import('./client')).settingsClient;

export const settingsApi = {
  getPreferences: async () => unwrap<Preferences>(await (await client()).get('/preferences')),
  updatePreferences: async (patch: PreferencesPatch) =>
    unwrap<Preferences>(await (await client()).patch('/preferences', patch)),
  resetPreferences: async () => unwrap<Preferences>(await (await client()).post('/preferences/reset')),
  getSessions: async () => unwrap<ActiveSession[]>(await (await client()).get('/sessions')),
  endSession: async (id: string) => {
    await (await client()).delete(`/sessions/${encodeURIComponent(id)}`);
  },
  endAllSessions: async () => {
    await (await client()).delete('/sessions/all');
  },
  /** GET /settings/export as a file download; resolves with the file name. */
  exportData: async () => {
    const response = await download((await client()).get<Blob>('/export', { responseType: 'blob' }));
    const fileName = fileNameFrom(response.headers['content-disposition'], 'moneta-export.json');
    saveBlob(response.data, fileName);
    return fileName;
  },
  /** POST /settings/restore with the backup file's text, sent as read: the server checks it whole. */
  restoreData: async (backupJson: string) =>
    unwrap<RestoreResult>(
      await (
        await client()
      ).post('/restore', backupJson, {
        headers: { 'Content-Type': 'application/json' },
        timeout: RESTORE_TIMEOUT_MS,
      }),
    ),
};
