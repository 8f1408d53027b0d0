// OFX 1.x is SGML: an element that holds a value usually has no closing tag (<TRNAMT>-12.50 then the next tag).
// This turns it into XML by closing each such element where its value ends, in one pass over the text, so that
// the same XML reading serves OFX 1.x and 2.x. Line breaks are kept where they were, so that XML lines are the
// file's lines. An OFX 2.x (XML) body passes through unchanged apart from its comments and instructions.

/** A `&` that starts no entity, as SGML allows and XML does not. */
const BARE_AMPERSAND = /&(?!#\d+;|#x[\da-f]+;|[a-z]\w*;)/gi;
const TAG_NAME = /^[A-Za-z][\w.]*$/;

/** The names that some closing tag of `sgml` names: an element opened without a value is one of these or empty. */
function closedNames(sgml: string): Set<string> {
  const names = new Set<string>();
  for (let index = sgml.indexOf('</'); index !== -1; index = sgml.indexOf('</', index + 2)) {
    const end = sgml.indexOf('>', index);
    if (end === -1) break;
    names.add(
      sgml
        .slice(index + 2, end)
        .trim()
        .toUpperCase(),
    );
  }
  return names;
}

/** The value's text, then its trailing white space: the element closes right after the value. */
function splitTrailingSpace(text: string): [string, string] {
  const value = text.trimEnd();
  return [value, text.slice(value.length)];
}

/**
 * `sgml` from its first tag on, as XML. Tags are upper-cased (OFX's names are). An element is an aggregate
 * when it opens without a value and a closing tag of its name exists; else it is an element with a value (maybe
 * empty), closed at once. A closing tag closes the elements left open inside it; one that closes nothing open
 * (a value's optional closing tag) is dropped.
 */
export function sgmlToXml(sgml: string): string {
  const aggregates = closedNames(sgml);
  const out: string[] = [];
  const open: string[] = [];
  let index = sgml.indexOf('<');
  while (index !== -1) {
    let end: number;
    let tag: string | undefined;
    if (sgml.startsWith('<!--', index)) {
      end = sgml.indexOf('-->', index);
      end = end === -1 ? -1 : end + 2;
    } else if (sgml.startsWith('<?', index)) {
      end = sgml.indexOf('?>', index);
      end = end === -1 ? -1 : end + 1;
    } else {
      end = sgml.indexOf('>', index);
      tag = end === -1 ? undefined : sgml.slice(index + 1, end).trim();
    }
    if (end === -1) break;
    const next = sgml.indexOf('<', end + 1);
    const text = sgml.slice(end + 1, next === -1 ? undefined : next);
    index = next;
    if (tag === undefined) {
      out.push(text.replace(BARE_AMPERSAND, '&amp;'));
      continue;
    }
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim().toUpperCase();
      const at = open.lastIndexOf(name);
      if (at !== -1) for (const closed of open.splice(at).reverse()) out.push(`</${closed}>`);
      out.push(text.replace(BARE_AMPERSAND, '&amp;'));
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const name = (selfClosing ? tag.slice(0, -1).trim() : tag).toUpperCase();
    if (!TAG_NAME.test(name)) {
      out.push(text.replace(BARE_AMPERSAND, '&amp;'));
      continue;
    }
    const [value, space] = splitTrailingSpace(text);
    if (value.trim() === '' && aggregates.has(name) && !selfClosing) {
      out.push(`<${name}>`, text);
      open.push(name);
    } else {
      out.push(`<${name}>`, value.replace(BARE_AMPERSAND, '&amp;'), `</${name}>`, space);
    }
  }
  for (const closed of open.reverse()) out.push(`</${closed}>`);
  return out.join('');
}
