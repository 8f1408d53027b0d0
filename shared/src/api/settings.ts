import type { ActiveSession, Preferences } from '../contract/types';
import type { PreferencesPatch } from '../contract/validators';
import { unwrap } from './unwrap';

// axios loads with the first call, not with the page.
const client = async () => (await import('./client')).settingsClient;

function fileNameFrom(disposition: string | undefined, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/);
  return match?.[1] ?? fallback;
}

/** Saves a blob through a temporary link, as a browser download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

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
    const response = await (await client()).get<Blob>('/export', { responseType: 'blob' });
    const header = response.headers['content-disposition'] as string | undefined;
    const fileName = fileNameFrom(header, 'moneta-export.json');
    saveBlob(response.data, fileName);
    return fileName;
  },
};
