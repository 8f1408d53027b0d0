// Which characters a person's text may hold, free of zod so that the password checklist can use it too.

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * True when `value` holds only characters a text may keep: no C0 control (tab and line breaks only where
 * `lineBreaks` allows them), no DEL or C1 control, and no half of a surrogate pair without its other half
 * (invalid UTF-16, which the database would store changed). One pass over the text, no regular expression.
 */
export function isAllowedText(value: string, lineBreaks = false): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20) {
      if (!lineBreaks || (code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN)) return false;
    } else if (code >= 0x7f && code <= 0x9f) {
      return false;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}
