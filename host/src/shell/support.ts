/**
 * The support address of the {email}, shown by the footer and the public pages. It matches the default of
 * the server's SUPPORT_EMAIL, which sends the mail.
 */
export const SUPPORT_EMAIL = 'support@moneta.example';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
