// The e-mails' words in each of the six languages (issue 13): a mail goes out in its recipient's language, their
// saved preference. The record's type makes a missing language or text a compile error.
import type { Language } from '@moneta/shared/contract';

export interface MailTexts {
  resetSubject: string;
  resetCode: (code: string) => string;
  resetValidity: (minutes: number) => string;
  resetIgnore: string;
  changedSubject: string;
  changedBody: string;
  changedNotYou: (supportEmail: string) => string;
  /** The line before the reminders screen's address. */
  openReminders: string;
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: {
    resetSubject: 'Your Moneta password reset code',
    resetCode: (code) => `Your Moneta password reset code is: ${code}`,
    resetValidity: (minutes) => `It is valid for ${minutes} minutes and can be used once.`,
    resetIgnore: 'If you did not ask to reset your password, you can ignore this e-mail.',
    changedSubject: 'Your Moneta password was changed',
    changedBody: 'The password of your Moneta account was just changed, and every device was signed out.',
    changedNotYou: (support) => `If this was not you, reset your password at once and write to ${support}.`,
    openReminders: 'Your reminders in Moneta:',
  },
  hi: {
    resetSubject: 'आपका Moneta पासवर्ड रीसेट कोड',
    resetCode: (code) => `आपका Moneta पासवर्ड रीसेट कोड है: ${code}`,
    resetValidity: (minutes) => `यह ${minutes} मिनट तक मान्य है और केवल एक बार इस्तेमाल किया जा सकता है।`,
    resetIgnore: 'अगर आपने पासवर्ड रीसेट करने के लिए नहीं कहा था, तो इस ईमेल को अनदेखा करें।',
    changedSubject: 'आपका Moneta पासवर्ड बदल दिया गया',
    changedBody: 'आपके Moneta खाते का पासवर्ड अभी बदला गया है, और सभी डिवाइस से लॉग आउट कर दिया गया है।',
    changedNotYou: (support) => `अगर यह आपने नहीं किया, तो तुरंत अपना पासवर्ड रीसेट करें और ${support} पर लिखें।`,
    openReminders: 'Moneta में आपके रिमाइंडर:',
  },
  es: {
    resetSubject: 'Tu código para restablecer la contraseña de Moneta',
    resetCode: (code) => `Tu código para restablecer la contraseña de Moneta es: ${code}`,
    resetValidity: (minutes) => `Es válido durante ${minutes} minutos y solo se puede usar una vez.`,
    resetIgnore: 'Si no pediste restablecer la contraseña, puedes ignorar este correo.',
    changedSubject: 'Se ha cambiado tu contraseña de Moneta',
    changedBody:
      'Se acaba de cambiar la contraseña de tu cuenta de Moneta y se ha cerrado la sesión en todos los dispositivos.',
    changedNotYou: (support) =>
      `Si no has sido tú, restablece tu contraseña de inmediato y escribe a ${support}.`,
    openReminders: 'Tus recordatorios en Moneta:',
  },
  fr: {
    resetSubject: 'Votre code de réinitialisation du mot de passe Moneta',
    resetCode: (code) => `Votre code de réinitialisation du mot de passe Moneta\u00a0: ${code}`,
    resetValidity: (minutes) => `Il est valable ${minutes}\u00a0minutes et ne peut servir qu'une fois.`,
    resetIgnore:
      "Si vous n'avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer cet e-mail.",
    changedSubject: 'Votre mot de passe Moneta a été modifié',
    changedBody:
      'Le mot de passe de votre compte Moneta vient d’être modifié et tous vos appareils ont été déconnectés.',
    changedNotYou: (support) =>
      `Si ce n'était pas vous, réinitialisez votre mot de passe immédiatement et écrivez à ${support}.`,
    openReminders: 'Vos rappels dans Moneta\u00a0:',
  },
  de: {
    resetSubject: 'Ihr Code zum Zurücksetzen des Moneta-Passworts',
    resetCode: (code) => `Ihr Code zum Zurücksetzen des Moneta-Passworts lautet: ${code}`,
    resetValidity: (minutes) => `Er ist ${minutes} Minuten gültig und kann einmal verwendet werden.`,
    resetIgnore:
      'Wenn Sie nicht darum gebeten haben, Ihr Passwort zurückzusetzen, können Sie diese E-Mail ignorieren.',
    changedSubject: 'Ihr Moneta-Passwort wurde geändert',
    changedBody: 'Das Passwort Ihres Moneta-Kontos wurde soeben geändert, und alle Geräte wurden abgemeldet.',
    changedNotYou: (support) =>
      `Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück und schreiben Sie an ${support}.`,
    openReminders: 'Ihre Erinnerungen in Moneta:',
  },
  it: {
    resetSubject: 'Il tuo codice per reimpostare la password di Moneta',
    resetCode: (code) => `Il tuo codice per reimpostare la password di Moneta è: ${code}`,
    resetValidity: (minutes) => `È valido per ${minutes} minuti e si può usare una sola volta.`,
    resetIgnore: 'Se non hai chiesto di reimpostare la password, puoi ignorare questa e-mail.',
    changedSubject: 'La password di Moneta è stata cambiata',
    changedBody:
      'La password del tuo account Moneta è appena stata cambiata e tutti i dispositivi sono stati disconnessi.',
    changedNotYou: (support) => `Se non sei stato tu, reimposta subito la password e scrivi a ${support}.`,
    openReminders: 'I tuoi promemoria in Moneta:',
  },
};
