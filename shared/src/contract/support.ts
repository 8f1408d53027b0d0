// The support address the screens show: the server's SUPPORT_EMAIL, which it also writes into the mails.

/** The support address when the server is given none. */
export const DEFAULT_SUPPORT_EMAIL = 'support@moneta.example';

/** The name of the meta tag in which the server writes its support address into the page's head. */
export const SUPPORT_EMAIL_META = 'moneta-support-email';
