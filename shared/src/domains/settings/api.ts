import type { PreferencesPatch } from '../../contract/validators';
import { apiClient, downloadFile, request } from '@moneta/shared';
import { settingsEndpoints as calls } from './endpoints';

/** A restore of the largest backup (BACKUP_MAX_MEGABYTES) takes far longer than the client's usual 10 s. */
const RESTORE_TIMEOUT_MS = 5 * 60_000;

export const settingsApi = {
  getPreferences: () => request(apiClient, calls.preferences),
  updatePreferences: (patch: PreferencesPatch) =>
    request(apiClient, calls.updatePreferences, { body: patch }),
  resetPreferences: () => request(apiClient, calls.resetPreferences),
  getSessions: () => request(apiClient, calls.sessions),
  endSession: async (id: string) => {
    await request(apiClient, calls.endSession, { path: { id } });
  },
  endAllSessions: async () => {
    await request(apiClient, calls.endAllSessions);
  },
  /** The person's data as a file download; resolves with the file name. */
  exportData: () => downloadFile(apiClient, calls.exportData, 'moneta-export.json'),
  restoreData: (backupJson: string) =>
    request(apiClient, calls.restoreData, {
      body: backupJson,
      headers: { 'Content-Type': 'application/json' },
      timeout: RESTORE_TIMEOUT_MS,
    }),
};
