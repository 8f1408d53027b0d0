import { saveBlob } from '@moneta/shared';

export const RECOVERY_CODES_FILE_NAME = 'moneta-recovery-codes.txt';

/** Saves the codes as a text file, `heading` on the first line and one code a line, as a browser download. */
export function downloadRecoveryCodes(heading: string, codes: readonly string[]): void {
  const text = `${[heading, ...codes].join('\n')}\n`;
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE_NAME);
}
