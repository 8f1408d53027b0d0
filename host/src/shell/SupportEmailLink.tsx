import type { ReactNode } from 'react';
import { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from '@moneta/shared';

/**
 * The support address: the server's SUPPORT_EMAIL, which the API writes into the page's head
 * (api/src/pageHead.ts). A page it did not serve (the dev server, the precached shell offline) shows the
 * server's default.
 */
function supportEmail(): string {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`);
  return meta?.content || DEFAULT_SUPPORT_EMAIL;
}

/** A mail link to support, named by its address, as the footer and the public pages show it. */
export function SupportEmailLink({ className, icon }: { className?: string; icon?: ReactNode }) {
  const email = supportEmail();
  return (
    <a className={className} href={`mailto:${email}`}>
      {icon}
      {email}
    </a>
  );
}
