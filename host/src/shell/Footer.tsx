import { FOOTER_PAGES, isAuthenticatedAtom, useSharedAtom } from '@moneta/shared';
import { useHostT } from '../i18n';
import { Link } from '@moneta/shared/router';
import { LanguageMenu } from './LanguageMenu';
import { BrandMark, GithubIcon, LinkedinIcon, MailIcon, TwitterIcon } from './icons';
import { SupportEmailLink } from './SupportEmailLink';

const SUPPORT_LINKS = [
  ['Terms of Service', '/service'],
  ['Privacy Policy', '/privacy'],
  ["Author's Note", '/authorsnote'],
] as const;

/*
 * Moneta has no social accounts yet, so the three icons are named images, not links or buttons that would
 * lead nowhere.
 */
const SOCIAL = [
  ['Moneta on GitHub', GithubIcon],
  ['Moneta on Twitter', TwitterIcon],
  ['Moneta on LinkedIn', LinkedinIcon],
] as const;

/** The page footer. */
export function Footer() {
  const t = useHostT();
  const signedIn = useSharedAtom(isAuthenticatedAtom);
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <Link to="/" className="brand">
            <BrandMark />
            <span>{t('Moneta')}</span>
          </Link>
          <p className="footer-tagline">
            {t(
              'Your free personal finance tracker: record income and expenses, save towards goals and never miss a payment.',
            )}
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 className="footer-heading" id="footer-quick-links">
            {t('Quick Links')}
          </h2>
          <ul className="footer-list">
            {/* The dashboard pages the registry of remotes lists in the footer. */}
            {FOOTER_PAGES.map(({ route, section }) => (
              <li key={route}>
                <Link to={route} className="footer-link">
                  {t(section)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 className="footer-heading" id="footer-support">
            {t('Support')}
          </h2>
          <ul className="footer-list">
            {SUPPORT_LINKS.map(([label, to]) => (
              <li key={to}>
                <Link to={to} className="footer-link">
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer-contact">
          <h2 className="footer-heading">{t('Connect')}</h2>
          <ul className="footer-social" aria-label={t('Social media')}>
            {SOCIAL.map(([label, SocialIcon]) => (
              <li key={label}>
                <span className="footer-social-icon" role="img" aria-label={t(label)}>
                  <SocialIcon />
                </span>
              </li>
            ))}
          </ul>
          <SupportEmailLink className="footer-link footer-mail" icon={<MailIcon />} />
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-row">
          <p>{t('© {{year}} Moneta. All rights reserved.', { year })}</p>
          {signedIn ? null : <LanguageMenu />}
        </div>
      </div>
    </footer>
  );
}
