// The e-mails' words in each of the six languages: a mail goes out in its recipient's language, their
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
  verifySubject: string;
  /** The line before the verification link. */
  verifyBody: string;
  verifyValidity: (hours: number) => string;
  emailChangedSubject: string;
  emailChangedBody: (newEmail: string) => string;
  /** The line before the link that undoes the change. */
  emailChangedUndo: (days: number) => string;
  emailInUseSubject: string;
  emailInUseBody: string;
  /** The page the undo link opens: its title, what the button does, the button, and the two outcomes. */
  undoTitle: string;
  undoExplain: (email: string) => string;
  undoButton: string;
  undoDone: string;
  undoInvalid: string;
  signIn: string;
  /** A change of the sign-in methods: its subject and what happened, followed by changedNotYou. */
  methodSubject: Record<SignInMethodChange, string>;
  methodBody: Record<SignInMethodChange, string>;
}

/** The changes of the sign-in methods that are mailed to the owner. */
export type SignInMethodChange =
  'twoFactorOn' | 'twoFactorOff' | 'recoveryCodesNew' | 'passkeyAdded' | 'passkeyRemoved';

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
    verifySubject: 'Verify your e-mail address for Moneta',
    verifyBody: 'Open this link to verify your e-mail address for Moneta:',
    verifyValidity: (hours) =>
      `The link is valid for ${hours} hours. If you did not ask for this, you can ignore this e-mail.`,
    emailChangedSubject: 'The e-mail address of your Moneta account was changed',
    emailChangedBody: (email) => `The e-mail address of your Moneta account was changed to ${email}.`,
    emailChangedUndo: (days) =>
      `If this was not you, open this link within ${days} days: it restores this address and signs out every device.`,
    emailInUseSubject: 'Someone tried to use your e-mail address on Moneta',
    emailInUseBody:
      'Someone asked to use this address for another Moneta account. Nothing was changed, and you do not need to do anything.',
    undoTitle: 'Undo the change of e-mail address',
    undoExplain: (email) =>
      `This makes ${email} your Moneta account's address again and signs out every device.`,
    undoButton: 'Restore my address',
    undoDone:
      'Your address was restored and every device was signed out. Now reset your password from the sign-in page.',
    undoInvalid: 'This link is not valid: it has expired or was already used.',
    signIn: 'Go to sign-in',
    methodSubject: {
      twoFactorOn: 'Two-factor authentication is on for your Moneta account',
      twoFactorOff: 'Two-factor authentication is off for your Moneta account',
      recoveryCodesNew: 'New recovery codes for your Moneta account',
      passkeyAdded: 'A passkey was added to your Moneta account',
      passkeyRemoved: 'A passkey was removed from your Moneta account',
    },
    methodBody: {
      twoFactorOn:
        'Two-factor authentication was just turned on for your Moneta account: signing in now also asks for a code from your authenticator app.',
      twoFactorOff:
        'Two-factor authentication was just turned off for your Moneta account: signing in now asks only for the password.',
      recoveryCodesNew:
        'New recovery codes were just created for your Moneta account. The old ones no longer work.',
      passkeyAdded: 'A passkey was just added to your Moneta account: it signs in without a password.',
      passkeyRemoved: 'A passkey was just removed from your Moneta account: it no longer signs in.',
    },
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
    verifySubject: 'Moneta के लिए अपना ईमेल पता सत्यापित करें',
    verifyBody: 'Moneta के लिए अपना ईमेल पता सत्यापित करने के लिए यह लिंक खोलें:',
    verifyValidity: (hours) => `यह लिंक ${hours} घंटे तक मान्य है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें।`,
    emailChangedSubject: 'आपके Moneta खाते का ईमेल पता बदल दिया गया',
    emailChangedBody: (email) => `आपके Moneta खाते का ईमेल पता बदलकर ${email} कर दिया गया है।`,
    emailChangedUndo: (days) =>
      `अगर यह आपने नहीं किया, तो ${days} दिनों के भीतर यह लिंक खोलें: यह इस पते को वापस लाता है और सभी डिवाइस से लॉग आउट करता है।`,
    emailInUseSubject: 'किसी ने Moneta पर आपके ईमेल पते का इस्तेमाल करने की कोशिश की',
    emailInUseBody:
      'किसी ने इस पते को किसी दूसरे Moneta खाते के लिए इस्तेमाल करना चाहा। कुछ नहीं बदला गया, और आपको कुछ करने की ज़रूरत नहीं है।',
    undoTitle: 'ईमेल पते का बदलाव वापस लें',
    undoExplain: (email) =>
      `इससे ${email} फिर से आपके Moneta खाते का पता बन जाएगा और सभी डिवाइस से लॉग आउट हो जाएगा।`,
    undoButton: 'मेरा पता वापस लाएँ',
    undoDone:
      'आपका पता वापस आ गया है और सभी डिवाइस से लॉग आउट कर दिया गया है। अब लॉगिन पेज से अपना पासवर्ड रीसेट करें।',
    undoInvalid: 'यह लिंक मान्य नहीं है: इसकी समय-सीमा खत्म हो गई है या इसका इस्तेमाल हो चुका है।',
    signIn: 'लॉगिन पर जाएँ',
    methodSubject: {
      twoFactorOn: 'आपके Moneta खाते के लिए दो-चरणीय सत्यापन चालू है',
      twoFactorOff: 'आपके Moneta खाते के लिए दो-चरणीय सत्यापन बंद है',
      recoveryCodesNew: 'आपके Moneta खाते के लिए नए रिकवरी कोड',
      passkeyAdded: 'आपके Moneta खाते में एक पासकी जोड़ी गई',
      passkeyRemoved: 'आपके Moneta खाते से एक पासकी हटाई गई',
    },
    methodBody: {
      twoFactorOn:
        'आपके Moneta खाते के लिए अभी दो-चरणीय सत्यापन चालू किया गया है: अब लॉगिन करते समय आपके ऑथेंटिकेटर ऐप का कोड भी माँगा जाएगा।',
      twoFactorOff:
        'आपके Moneta खाते के लिए अभी दो-चरणीय सत्यापन बंद किया गया है: अब लॉगिन के लिए केवल पासवर्ड माँगा जाएगा।',
      recoveryCodesNew: 'आपके Moneta खाते के लिए अभी नए रिकवरी कोड बनाए गए हैं। पुराने कोड अब काम नहीं करते।',
      passkeyAdded: 'आपके Moneta खाते में अभी एक पासकी जोड़ी गई है: इससे बिना पासवर्ड के लॉगिन होता है।',
      passkeyRemoved: 'आपके Moneta खाते से अभी एक पासकी हटाई गई है: अब इससे लॉगिन नहीं होगा।',
    },
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
    verifySubject: 'Verifica tu dirección de correo para Moneta',
    verifyBody: 'Abre este enlace para verificar tu dirección de correo para Moneta:',
    verifyValidity: (hours) =>
      `El enlace es válido durante ${hours} horas. Si no lo pediste, puedes ignorar este correo.`,
    emailChangedSubject: 'Se ha cambiado la dirección de correo de tu cuenta de Moneta',
    emailChangedBody: (email) => `La dirección de correo de tu cuenta de Moneta se ha cambiado a ${email}.`,
    emailChangedUndo: (days) =>
      `Si no has sido tú, abre este enlace en un plazo de ${days} días: restaura esta dirección y cierra la sesión en todos los dispositivos.`,
    emailInUseSubject: 'Alguien intentó usar tu dirección de correo en Moneta',
    emailInUseBody:
      'Alguien pidió usar esta dirección para otra cuenta de Moneta. No se ha cambiado nada y no tienes que hacer nada.',
    undoTitle: 'Deshacer el cambio de dirección de correo',
    undoExplain: (email) =>
      `Esto vuelve a hacer de ${email} la dirección de tu cuenta de Moneta y cierra la sesión en todos los dispositivos.`,
    undoButton: 'Restaurar mi dirección',
    undoDone:
      'Se ha restaurado tu dirección y se ha cerrado la sesión en todos los dispositivos. Ahora restablece tu contraseña desde la página de inicio de sesión.',
    undoInvalid: 'Este enlace no es válido: ha caducado o ya se ha usado.',
    signIn: 'Ir a iniciar sesión',
    methodSubject: {
      twoFactorOn: 'La verificación en dos pasos está activada en tu cuenta de Moneta',
      twoFactorOff: 'La verificación en dos pasos está desactivada en tu cuenta de Moneta',
      recoveryCodesNew: 'Nuevos códigos de recuperación para tu cuenta de Moneta',
      passkeyAdded: 'Se ha añadido una llave de acceso a tu cuenta de Moneta',
      passkeyRemoved: 'Se ha quitado una llave de acceso de tu cuenta de Moneta',
    },
    methodBody: {
      twoFactorOn:
        'Se acaba de activar la verificación en dos pasos en tu cuenta de Moneta: al iniciar sesión también se te pedirá un código de tu app de autenticación.',
      twoFactorOff:
        'Se acaba de desactivar la verificación en dos pasos en tu cuenta de Moneta: al iniciar sesión solo se te pedirá la contraseña.',
      recoveryCodesNew:
        'Se acaban de crear nuevos códigos de recuperación para tu cuenta de Moneta. Los anteriores ya no funcionan.',
      passkeyAdded:
        'Se acaba de añadir una llave de acceso a tu cuenta de Moneta: con ella se inicia sesión sin contraseña.',
      passkeyRemoved:
        'Se acaba de quitar una llave de acceso de tu cuenta de Moneta: ya no sirve para iniciar sesión.',
    },
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
    verifySubject: 'Vérifiez votre adresse e-mail pour Moneta',
    verifyBody: 'Ouvrez ce lien pour vérifier votre adresse e-mail pour Moneta\u00a0:',
    verifyValidity: (hours) =>
      `Le lien est valable ${hours}\u00a0heures. Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.`,
    emailChangedSubject: 'L’adresse e-mail de votre compte Moneta a été modifiée',
    emailChangedBody: (email) => `L’adresse e-mail de votre compte Moneta a été remplacée par ${email}.`,
    emailChangedUndo: (days) =>
      `Si ce n'était pas vous, ouvrez ce lien dans les ${days}\u00a0jours\u00a0: il rétablit cette adresse et déconnecte tous vos appareils.`,
    emailInUseSubject: 'Quelqu’un a essayé d’utiliser votre adresse e-mail sur Moneta',
    emailInUseBody:
      'Quelqu’un a demandé à utiliser cette adresse pour un autre compte Moneta. Rien n’a été modifié et vous n’avez rien à faire.',
    undoTitle: 'Annuler le changement d’adresse e-mail',
    undoExplain: (email) =>
      `${email} redevient l’adresse de votre compte Moneta et tous vos appareils sont déconnectés.`,
    undoButton: 'Rétablir mon adresse',
    undoDone:
      'Votre adresse a été rétablie et tous vos appareils ont été déconnectés. Réinitialisez maintenant votre mot de passe depuis la page de connexion.',
    undoInvalid: 'Ce lien n’est pas valable\u00a0: il a expiré ou a déjà servi.',
    signIn: 'Aller à la connexion',
    methodSubject: {
      twoFactorOn: 'La validation en deux étapes est activée sur votre compte Moneta',
      twoFactorOff: 'La validation en deux étapes est désactivée sur votre compte Moneta',
      recoveryCodesNew: 'Nouveaux codes de récupération pour votre compte Moneta',
      passkeyAdded: 'Une clé d’accès a été ajoutée à votre compte Moneta',
      passkeyRemoved: 'Une clé d’accès a été supprimée de votre compte Moneta',
    },
    methodBody: {
      twoFactorOn:
        'La validation en deux étapes vient d’être activée sur votre compte Moneta : la connexion demande désormais aussi un code de votre application d’authentification.',
      twoFactorOff:
        'La validation en deux étapes vient d’être désactivée sur votre compte Moneta : la connexion ne demande plus que le mot de passe.',
      recoveryCodesNew:
        'De nouveaux codes de récupération viennent d’être créés pour votre compte Moneta. Les anciens ne fonctionnent plus.',
      passkeyAdded:
        'Une clé d’accès vient d’être ajoutée à votre compte Moneta : elle permet de se connecter sans mot de passe.',
      passkeyRemoved:
        'Une clé d’accès vient d’être supprimée de votre compte Moneta : elle ne permet plus de se connecter.',
    },
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
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für Moneta',
    verifyBody: 'Öffnen Sie diesen Link, um Ihre E-Mail-Adresse für Moneta zu bestätigen:',
    verifyValidity: (hours) =>
      `Der Link ist ${hours} Stunden gültig. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.`,
    emailChangedSubject: 'Die E-Mail-Adresse Ihres Moneta-Kontos wurde geändert',
    emailChangedBody: (email) => `Die E-Mail-Adresse Ihres Moneta-Kontos wurde in ${email} geändert.`,
    emailChangedUndo: (days) =>
      `Falls Sie das nicht waren, öffnen Sie diesen Link innerhalb von ${days} Tagen: Er stellt diese Adresse wieder her und meldet alle Geräte ab.`,
    emailInUseSubject: 'Jemand wollte Ihre E-Mail-Adresse bei Moneta verwenden',
    emailInUseBody:
      'Jemand wollte diese Adresse für ein anderes Moneta-Konto verwenden. Es wurde nichts geändert, und Sie müssen nichts tun.',
    undoTitle: 'Änderung der E-Mail-Adresse rückgängig machen',
    undoExplain: (email) =>
      `Damit wird ${email} wieder die Adresse Ihres Moneta-Kontos, und alle Geräte werden abgemeldet.`,
    undoButton: 'Meine Adresse wiederherstellen',
    undoDone:
      'Ihre Adresse wurde wiederhergestellt, und alle Geräte wurden abgemeldet. Setzen Sie jetzt auf der Anmeldeseite Ihr Passwort zurück.',
    undoInvalid: 'Dieser Link ist nicht gültig: Er ist abgelaufen oder wurde bereits verwendet.',
    signIn: 'Zur Anmeldung',
    methodSubject: {
      twoFactorOn: 'Die Zwei-Faktor-Authentifizierung ist für Ihr Moneta-Konto aktiviert',
      twoFactorOff: 'Die Zwei-Faktor-Authentifizierung ist für Ihr Moneta-Konto deaktiviert',
      recoveryCodesNew: 'Neue Wiederherstellungscodes für Ihr Moneta-Konto',
      passkeyAdded: 'Ihrem Moneta-Konto wurde ein Passkey hinzugefügt',
      passkeyRemoved: 'Von Ihrem Moneta-Konto wurde ein Passkey entfernt',
    },
    methodBody: {
      twoFactorOn:
        'Die Zwei-Faktor-Authentifizierung wurde soeben für Ihr Moneta-Konto aktiviert: Bei der Anmeldung wird jetzt auch ein Code aus Ihrer Authentifizierungs-App abgefragt.',
      twoFactorOff:
        'Die Zwei-Faktor-Authentifizierung wurde soeben für Ihr Moneta-Konto deaktiviert: Bei der Anmeldung wird jetzt nur noch das Passwort abgefragt.',
      recoveryCodesNew:
        'Für Ihr Moneta-Konto wurden soeben neue Wiederherstellungscodes erstellt. Die alten funktionieren nicht mehr.',
      passkeyAdded:
        'Ihrem Moneta-Konto wurde soeben ein Passkey hinzugefügt: Damit melden Sie sich ohne Passwort an.',
      passkeyRemoved:
        'Von Ihrem Moneta-Konto wurde soeben ein Passkey entfernt: Damit ist keine Anmeldung mehr möglich.',
    },
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
    verifySubject: 'Verifica il tuo indirizzo e-mail per Moneta',
    verifyBody: 'Apri questo link per verificare il tuo indirizzo e-mail per Moneta:',
    verifyValidity: (hours) =>
      `Il link è valido per ${hours} ore. Se non l'hai chiesto tu, puoi ignorare questa e-mail.`,
    emailChangedSubject: "L'indirizzo e-mail del tuo account Moneta è stato cambiato",
    emailChangedBody: (email) => `L'indirizzo e-mail del tuo account Moneta è stato cambiato in ${email}.`,
    emailChangedUndo: (days) =>
      `Se non sei stato tu, apri questo link entro ${days} giorni: ripristina questo indirizzo e disconnette tutti i dispositivi.`,
    emailInUseSubject: 'Qualcuno ha provato a usare il tuo indirizzo e-mail su Moneta',
    emailInUseBody:
      'Qualcuno ha chiesto di usare questo indirizzo per un altro account Moneta. Non è stato cambiato nulla e non devi fare niente.',
    undoTitle: "Annulla il cambio dell'indirizzo e-mail",
    undoExplain: (email) =>
      `${email} torna a essere l'indirizzo del tuo account Moneta e tutti i dispositivi vengono disconnessi.`,
    undoButton: 'Ripristina il mio indirizzo',
    undoDone:
      'Il tuo indirizzo è stato ripristinato e tutti i dispositivi sono stati disconnessi. Ora reimposta la password dalla pagina di accesso.',
    undoInvalid: 'Questo link non è valido: è scaduto o è già stato usato.',
    signIn: "Vai all'accesso",
    methodSubject: {
      twoFactorOn: 'La verifica in due passaggi è attiva sul tuo account Moneta',
      twoFactorOff: 'La verifica in due passaggi è disattivata sul tuo account Moneta',
      recoveryCodesNew: 'Nuovi codici di recupero per il tuo account Moneta',
      passkeyAdded: 'È stata aggiunta una passkey al tuo account Moneta',
      passkeyRemoved: 'È stata rimossa una passkey dal tuo account Moneta',
    },
    methodBody: {
      twoFactorOn:
        "La verifica in due passaggi è appena stata attivata sul tuo account Moneta: l'accesso ora chiede anche un codice della tua app di autenticazione.",
      twoFactorOff:
        "La verifica in due passaggi è appena stata disattivata sul tuo account Moneta: l'accesso ora chiede solo la password.",
      recoveryCodesNew:
        'Sono appena stati creati nuovi codici di recupero per il tuo account Moneta. Quelli vecchi non funzionano più.',
      passkeyAdded:
        'È appena stata aggiunta una passkey al tuo account Moneta: permette di accedere senza password.',
      passkeyRemoved:
        'È appena stata rimossa una passkey dal tuo account Moneta: non permette più di accedere.',
    },
  },
};
