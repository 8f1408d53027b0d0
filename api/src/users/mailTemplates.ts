// The e-mails Moneta sends.
import type { MailMessage } from '../mail';

const RESET_CODE_SUBJECT = 'Your Moneta password reset code';
const PASSWORD_CHANGED_SUBJECT = 'Your Moneta password was changed';

export function resetCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: RESET_CODE_SUBJECT,
    text: [
      `Your Moneta password reset code is: ${code}`,
      '',
      `It is valid for ${validMinutes} minutes and can be used once.`,
      'If you did not ask to reset your password, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, supportEmail: string): MailMessage {
  return {
    to,
    subject: PASSWORD_CHANGED_SUBJECT,
    text: [
      'The password of your Moneta account was just changed, and every device was signed out.',
      '',
      `If this was not you, reset your password at once and write to ${supportEmail}.`,
    ].join('\n'),
  };
}

export interface ReminderMailContent {
  title: string;
  description: string;
  /** The occurrence's date and time as the person's wall clock reads it, e.g. 2026-12-01 09:30. */
  when: string;
  timeZone: string;
  /** The reminders screen's absolute address. */
  link: string;
}

/**
 * A reminder at its time. Mostly the person's own words, the date and the time, so it reads alike whatever
 * their language (the other languages come with their own issue).
 */
export function reminderMail(to: string, content: ReminderMailContent): MailMessage {
  // A title may hold line breaks; a subject is one line.
  const title = content.title.replace(/\s+/g, ' ');
  return {
    to,
    subject: `${title} · ${content.when}`,
    text: [
      content.title,
      `${content.when} (${content.timeZone})`,
      ...(content.description === '' ? [] : ['', content.description]),
      '',
      `Moneta: ${content.link}`,
    ].join('\n'),
  };
}
