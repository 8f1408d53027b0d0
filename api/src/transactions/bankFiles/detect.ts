// Which bank statement format a file is, told from its content (its name may say .txt or nothing), and its text
// decoded by the character set the format declares.
import type { ImportFormat } from '@moneta/shared/contract';
import { unreadable } from './records';

export type BankFormat = Exclude<ImportFormat, 'csv'>;

export interface Statement {
  format: BankFormat;
  text: string;
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** Enough of a file to read its header and XML declaration. */
const HEAD_BYTES = 4096;

const OFX_SGML_HEADER = /^OFXHEADER\s*:/i;
const XML_START = /^<\?xml\b|^<[A-Za-z]/;
const XML_ENCODING = /^<\?xml[^>]*?\bencoding\s*=\s*["']([\w.:-]+)["']/;
const QIF_HEADER = /^!(Type|Account|Option|Clear)\b/i;
const OFX_XML = /<\?OFX\b|<OFX>/i;
const CAMT_053 = /\bBkToCstmrStmt\b|camt\.053/;
/** Intuit's own tags make OFX a QFX (Quicken's Web Connect) file. */
const INTUIT_TAG = /<INTU\./i;

/** A decoder of the character set the file names; one Node does not know makes the file unreadable. */
function decoderOf(label: string, fatal = false) {
  try {
    return new TextDecoder(label, { fatal });
  } catch {
    throw unreadable();
  }
}

const decode = (content: Buffer, label: string, fatal = false) => decoderOf(label, fatal).decode(content);

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (a superset of ISO-8859-1, as browsers read it). */
function utf8OrWindows1252(content: Buffer): string {
  try {
    return decode(content, 'utf-8', true);
  } catch {
    return decode(content, 'windows-1252');
  }
}

/**
 * OFX 1.x names its character set in its header (ENCODING:UTF-8, or USASCII with CHARSET:1252 or ISO-8859-1).
 * A single-byte charset's file that is valid UTF-8 is read as UTF-8: some banks declare 1252 and write UTF-8,
 * and a real 1252 text with accents is practically never valid UTF-8.
 */
function decodeOfxSgml(content: Buffer, head: string): string {
  const encoding = /^ENCODING\s*:\s*(\S+)/im.exec(head)?.[1]?.toUpperCase();
  return encoding === 'UTF-8' || encoding === 'UTF8' ? decode(content, 'utf-8') : utf8OrWindows1252(content);
}

/**
 * The statement `content` holds, or undefined when it is no statement format (a CSV file). An XML file that is
 * neither OFX nor CAMT.053 is refused: it is no CSV either.
 */
export function readStatement(content: Buffer): Statement | undefined {
  const body = content.subarray(0, UTF8_BOM.length).equals(UTF8_BOM)
    ? content.subarray(UTF8_BOM.length)
    : content;
  const head = body.subarray(0, HEAD_BYTES).toString('latin1').trimStart();
  if (OFX_SGML_HEADER.test(head)) {
    const text = decodeOfxSgml(body, head);
    return { format: INTUIT_TAG.test(text) ? 'qfx' : 'ofx', text };
  }
  if (QIF_HEADER.test(head)) return { format: 'qif', text: utf8OrWindows1252(body) };
  if (!XML_START.test(head)) return undefined;
  const text = decode(body, XML_ENCODING.exec(head)?.[1] ?? 'utf-8');
  if (OFX_XML.test(head)) return { format: INTUIT_TAG.test(text) ? 'qfx' : 'ofx', text };
  if (CAMT_053.test(head)) return { format: 'camt053', text };
  throw unreadable();
}
