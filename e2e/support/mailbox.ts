// Reads the mail captured by the global setup, and the 6-digit reset code in it.
import { expect } from '@playwright/test';
import type { CapturedMail } from './mail-capture';
import { MAILBOX_URL } from './env';

const CODE_AFTER_WORD = /code[^\d]{0,40}(\d{6})\b/i;
const ANY_CODE = /\b(\d{6})\b/;

/** The body of a raw message with quoted-printable soft line breaks and escapes undone. */
export function decodedBody(raw: string): string {
  const separator = raw.search(/\r?\n\r?\n/);
  const body = separator === -1 ? raw : raw.slice(separator);
  const headers = separator === -1 ? '' : raw.slice(0, separator);
  const quotedPrintable = /content-transfer-encoding:\s*quoted-printable/i.test(headers);
  if (!quotedPrintable) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function codeIn(raw: string): string | undefined {
  const body = decodedBody(raw);
  return (CODE_AFTER_WORD.exec(body) ?? ANY_CODE.exec(body))?.[1];
}

export async function mailTo(address: string): Promise<CapturedMail[]> {
  const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as CapturedMail[];
}

/** The code of the newest mail to `address` received at or after `since`, polling for up to 10 s. */
export async function latestCode(address: string, since = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(address)).filter((message) => message.receivedAt >= since);
        code = mail
          .reverse()
          .map((message) => codeIn(message.raw))
          .find(Boolean);
        return code;
      },
      { message: `a mail with a 6-digit code to ${address}`, timeout: 10_000, intervals: [200, 300, 500] },
    )
    .toMatch(/^\d{6}$/);
  if (!code) throw new Error(`no code in the mail to ${address}`);
  return code;
}
