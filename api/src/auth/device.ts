import { UAParser } from 'ua-parser-js';

/** A short device label from a User-Agent, such as 'Chrome on Linux'. */
export function deviceLabel(userAgent: string): string {
  const { browser, os } = UAParser(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name ?? os.name ?? 'Unknown device';
}
