// Reading a statement's XML (CAMT.053, OFX) with fast-xml-parser, one kind of record at a time: each record's
// text is found by its tags, and the records are parsed in batches with the event loop turning between them, so
// that a 10 MB file neither holds other requests for seconds nor builds one tree of the whole file.
import { setImmediate } from 'node:timers/promises';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { unreadable } from './records';

/** A parsed element: its text, or its children by name (several of one name as an array). */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] };

export interface XmlRecord {
  node: XmlNode;
  /** 1-based line of the record's opening tag. */
  line: number;
  /** The record's own text, for finding the lines of what it holds. */
  text: string;
}

/** Records parsed at once: about 50 ms of fast-xml-parser's work for a CAMT entry of a few dozen elements. */
const BATCH = 500;

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Amounts and references stay text: "0012" is a reference, not 12.
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** Refuses a document type declaration, which no statement has, before any entity of one could be expanded. */
export function assertNoDoctype(xml: string): void {
  if (/<!DOCTYPE/i.test(xml)) throw unreadable();
}

/** Counts line breaks incrementally: the line of each position asked for, in increasing order. */
function lineCounter(text: string, firstLine = 1) {
  let position = 0;
  let line = firstLine;
  return (to: number) => {
    for (let at = text.indexOf('\n', position); at !== -1 && at < to; at = text.indexOf('\n', at + 1))
      line += 1;
    position = Math.max(position, to);
    return line;
  };
}

/** The start of every `tag` element of `xml` (any namespace prefix), in order. */
export function openingTags(xml: string, tag: string): number[] {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${tag}[\\s/>]`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match.index);
}

/** The lines of the `tag` elements inside a record's text, given the record's own line. */
export function linesOf(record: XmlRecord, tag: string): number[] {
  const lineAt = lineCounter(record.text, record.line);
  return openingTags(record.text, tag).map(lineAt);
}

function parseBatch(texts: string[], tag: string): XmlNode[] {
  const xml = `<batch>${texts.join('')}</batch>`;
  if (XMLValidator.validate(xml) !== true) throw unreadable();
  const batch = (parser.parse(xml) as { batch?: XmlNode }).batch;
  return children(batch, tag);
}

/**
 * Every `tag` element of `xml` (not nested in one another, as CAMT's entries and OFX's transactions are not),
 * parsed, with its line. An element left unclosed makes the file unreadable.
 */
export async function* xmlRecords(xml: string, tag: string): AsyncGenerator<XmlRecord> {
  const lineAt = lineCounter(xml);
  let pending: { text: string; line: number }[] = [];
  const flush = function* () {
    const nodes = parseBatch(
      pending.map((item) => item.text),
      tag,
    );
    if (nodes.length !== pending.length) throw unreadable();
    for (const [index, item] of pending.entries()) yield { ...item, node: nodes[index] ?? '' };
    pending = [];
  };
  for (const start of openingTags(xml, tag)) {
    const prefix = /^<([\w.-]+:)?/.exec(xml.slice(start, start + 64))?.[1] ?? '';
    const closing = `</${prefix}${tag}>`;
    const end = xml.indexOf(closing, start);
    if (end === -1) throw unreadable();
    pending.push({ text: xml.slice(start, end + closing.length), line: lineAt(start) });
    if (pending.length === BATCH) {
      yield* flush();
      await setImmediate();
    }
  }
  if (pending.length > 0) yield* flush();
}

/** The children of `node` named `name` (none, one or several), as a list. */
export function children(node: XmlNode | XmlNode[] | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return [];
  const found = node[name];
  if (found === undefined) return [];
  return Array.isArray(found) ? found : [found];
}

/** The first element at `path` under `node`. */
export function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) current = children(current, name)[0];
  return current;
}

/** The text of the first element at `path` under `node` ('' when there is none or it holds elements). */
export function text(node: XmlNode | undefined, ...path: string[]): string {
  const found = child(node, ...path);
  if (typeof found === 'string') return found;
  const own = found?.['#text'];
  return typeof own === 'string' ? own.trim() : '';
}
