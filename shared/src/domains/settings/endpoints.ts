// The settings API: every call's method, path and types, read by the client (./api.ts) and the API's routes.
import type { RestoreResult } from '../../contract/backupFile';
import type { ActiveSession, Preferences } from '../../contract/types';
import type { PreferencesPatch } from '../../contract/validators';
import { endpoint } from '../endpoint';

export const settingsEndpoints = {
  preferences: endpoint<Preferences>('GET', '/settings/preferences'),
  updatePreferences: endpoint<Preferences, PreferencesPatch>('PATCH', '/settings/preferences'),
  resetPreferences: endpoint<Preferences>('POST', '/settings/preferences/reset'),
  sessions: endpoint<ActiveSession[]>('GET', '/settings/sessions'),
  endAllSessions: endpoint('DELETE', '/settings/sessions/all'),
  endSession: endpoint('DELETE', '/settings/sessions/:id'),
  /** The backup file, not an envelope. */
  exportData: endpoint<Blob>('GET', '/settings/export'),
  /** The backup file's text, sent as read: the server checks it whole. */
  restoreData: endpoint<RestoreResult, string>('POST', '/settings/restore'),
} as const;
