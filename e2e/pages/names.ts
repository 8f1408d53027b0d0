// Accessible names of antd buttons. An antd icon is an image named after itself ('edit', 'save', 'lock') unless
// the screen hides it, so a button with an icon may be named 'edit Edit'. The flows find such buttons by their
// text; tests/accessible-names.spec.ts checks separately that the icons are hidden from the name.

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches `text` as the whole name, optionally preceded by an icon's name. */
export function textName(text: string): RegExp {
  return new RegExp(`^(?:[a-z][a-z-]* )?${escaped(text)}$`);
}
