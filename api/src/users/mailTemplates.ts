// The e-mails Moneta sends, each in its recipient's language (mailTexts.ts).
import { LOCALE_BY_LANGUAGE, type Language } from '@moneta/shared/contract';
import type { MailMessage } from '../mail';
import { MAIL_TEXTS, type SignInMethodChange } from './mailTexts';

export function resetCodeMail(
  to: string,
  language: Language,
  code: string,
  validMinutes: number,
): MailMessage {
  const texts = MAIL_TEXTS[language];
  return {
    to,
    subject: texts.resetSubject,
    text: [texts.resetCode(code), '', texts.resetValidity(validMinutes), texts.resetIgnore].join('\n'),
  };
}

export function passwordChangedMail(to: string, language: Language, supportEmail: string): MailMessage {
  const texts = MAIL_TEXTS[language];
  return {
    to,
    subject: texts.changedSubject,
    text: [texts.changedBody, '', texts.changedNotYou(supportEmail)].join('\n'),
  };
}

/** A sign-in method turned on or off, or new recovery codes: the owner hears of each. */
export function signInMethodMail(
  to: string,
  language: Language,
  change: SignInMethodChange,
  supportEmail: string,
): MailMessage {
  const texts = MAIL_TEXTS[language];
  return {
    to,
    subject: texts.methodSubject[change],
    text: [texts.methodBody[change], '', texts.changedNotYou(supportEmail)].join('\n'),
  };
}

export interface ReminderMailContent {
  title: string;
  description: string;
  /** The occurrence's date and time as the person's wall clock reads it, e.g. 2026-12-01 09:30. */
  when: string;
  /** The occurrence's instant, written out in the mail's language. */
  occursAt: Date;
  timeZone: string;
  /** The reminders screen's absolute address. */
  link: string;
}

/**
 * A reminder at its time: the person's own words, then the date and time in their language. The subject's date
 * is the wall clock's YYYY-MM-DD HH:mm, which reads alike in every language and sorts in a mailbox.
 */
export function reminderMail(to: string, language: Language, content: ReminderMailContent): MailMessage {
  // A title may hold line breaks; a subject is one line.
  const title = content.title.replace(/\s+/g, ' ');
  const dateTime = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: content.timeZone,
  }).format(content.occursAt);
  return {
    to,
    subject: `${title} · ${content.when}`,
    text: [
      content.title,
      `${dateTime} (${content.timeZone})`,
      ...(content.description === '' ? [] : ['', content.description]),
      '',
      `${MAIL_TEXTS[language].openReminders} ${content.link}`,
    ].join('\n'),
  };
}

/** The link that proves the person reads mail at `to`: registration, a change of address, a resend. */
export function verifyEmailMail(
  to: string,
  language: Language,
  link: string,
  validHours: number,
): MailMessage {
  const texts = MAIL_TEXTS[language];
  return {
    to,
    subject: texts.verifySubject,
    text: [texts.verifyBody, link, '', texts.verifyValidity(validHours)].join('\n'),
  };
}

/** To the address a change replaced: what it was changed to, and the link that undoes it. */
export function emailChangedMail(
  to: string,
  language: Language,
  content: { newEmail: string; undoLink: string; validDays: number; supportEmail: string },
): MailMessage {
  const texts = MAIL_TEXTS[language];
  return {
    to,
    subject: texts.emailChangedSubject,
    text: [
      texts.emailChangedBody(content.newEmail),
      '',
      texts.emailChangedUndo(content.validDays),
      content.undoLink,
      '',
      texts.changedNotYou(content.supportEmail),
    ].join('\n'),
  };
}

/**
 * To the holder of an address another account asked to use: the asker is answered as if the address were
 * free, so only its owner learns of the attempt.
 */
export function emailInUseMail(to: string, language: Language): MailMessage {
  const texts = MAIL_TEXTS[language];
  return { to, subject: texts.emailInUseSubject, text: texts.emailInUseBody };
}
