// Field values as statements write them, read the same way by every format.
import { isCalendarDate } from '@moneta/shared/contract';

/** YYYYMMDD... (OFX) or YYYY-MM-DD... (ISO, CAMT) as YYYY-MM-DD; else the text as found, for the row's problem. */
export function statementDate(value: string): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  if (!match) return value;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  return isCalendarDate(iso) ? iso : value;
}

/** The first of `texts` that is not empty, then the others that differ from it, one a line: title and notes. */
export function titleAndNotes(texts: string[]): { description: string; notes: string } {
  const present = [...new Set(texts.map((value) => value.trim()).filter((value) => value !== ''))];
  return { description: present[0] ?? '', notes: present.slice(1).join('\n') };
}
