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
