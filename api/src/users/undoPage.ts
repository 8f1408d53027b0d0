// The small page the undo link of an e-mail change opens (emailAddress.ts): a button that confirms the undo, then
// its outcome, in the owner's language. Plain HTML with no script or style of its own, so the API's CSP holds.
import type { Language } from '@moneta/shared/contract';
import { UNDO_EMAIL_CHANGE_PATH } from './emailAddress';
import { MAIL_TEXTS } from './mailTexts';

export const UNDO_PAGE_TYPE = 'text/html; charset=utf-8';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

function page(language: Language, body: string): string {
  const title = escapeHtml(MAIL_TEXTS[language].undoTitle);
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${title} · Moneta</title></head>`,
    `<body><main><h1>${title}</h1>${body}</main></body>`,
    '</html>',
  ].join('\n');
}

const signInLink = (language: Language) =>
  `<p><a href="/login">${escapeHtml(MAIL_TEXTS[language].signIn)}</a></p>`;

export const undoPage = {
  /** Asks to confirm; the form posts the token back. */
  confirm: (language: Language, restoredEmail: string, token: string) => {
    const texts = MAIL_TEXTS[language];
    return page(
      language,
      `<p>${escapeHtml(texts.undoExplain(restoredEmail))}</p>` +
        `<form method="post" action="${UNDO_EMAIL_CHANGE_PATH}">` +
        `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
        `<button type="submit">${escapeHtml(texts.undoButton)}</button></form>`,
    );
  },
  done: (language: Language) =>
    page(language, `<p>${escapeHtml(MAIL_TEXTS[language].undoDone)}</p>${signInLink(language)}`),
  invalid: (language: Language) =>
    page(language, `<p>${escapeHtml(MAIL_TEXTS[language].undoInvalid)}</p>${signInLink(language)}`),
};
