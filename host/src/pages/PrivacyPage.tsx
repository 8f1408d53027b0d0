import { useHostT } from '../i18n';
import { SupportEmailLink } from '../shell/SupportEmailLink';
import { TextPage, TextSection } from './TextPage';

/** The privacy policy: static text. */
export default function PrivacyPage() {
  const t = useHostT();
  return (
    <TextPage
      title={t('Privacy Policy')}
      lead={t('How Moneta collects, uses and protects your personal information.')}
    >
      <TextSection title={t('Our commitment')}>
        <p>
          {t(
            'Moneta is a free personal finance tracker. Your financial life is private, and we treat the information you give us that way: we collect only what the service needs, and we never sell it.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Information we collect')}>
        <ul>
          <li>{t('Account details: your username and e-mail address.')}</li>
          <li>{t('Financial records you enter: transactions, savings goals and reminders.')}</li>
          <li>{t('Preferences: your currency, language and theme.')}</li>
          <li>
            {t(
              'Session details: the device and browser you sign in from, so that you can review your active sessions and sign them out.',
            )}
          </li>
        </ul>
      </TextSection>
      <TextSection title={t('How we use your information')}>
        <ul>
          <li>{t('To provide the service: your records, analytics, goals and reminders.')}</li>
          <li>{t('To keep your account secure and to let you see where you are signed in.')}</li>
          <li>{t('To send the messages you ask for, such as a password reset code.')}</li>
          <li>{t('To answer you when you contact support.')}</li>
        </ul>
        <p>{t('We do not sell your information, and we do not use it for advertising.')}</p>
      </TextSection>
      <TextSection title={t('Calendar integration')}>
        <p>
          {t(
            'Moneta integrates with a calendar service to sync financial events, such as bill reminders and paydays. The connection is made only when you choose to link your calendar account from the Reminders screen, and only the reminders you keep in Moneta are shared with that service. Its own privacy policy applies to the data it holds.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Cookies and local storage')}>
        <p>
          {t(
            'Moneta uses a cookie only to keep you signed in, and your browser remembers whether you dismissed the install prompt. We use no advertising or tracking cookies.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Your choices')}>
        <ul>
          <li>{t('Review and correct your profile and preferences at any time.')}</li>
          <li>{t('Download a copy of your data from Settings.')}</li>
          <li>{t('Sign out of other devices from the Active Sessions card.')}</li>
          <li>{t('Delete your account, and the records in it, from your Profile.')}</li>
        </ul>
      </TextSection>
      <TextSection title={t('Changes to this policy')}>
        <p>
          {t(
            'If this policy changes, we will update this page. Continuing to use Moneta after a change means you accept the updated policy.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Contact')}>
        <p>{t('Questions about your privacy? We reply within 48 hours.')}</p>
        <p>
          {t('Write to us at:')} <SupportEmailLink />
        </p>
      </TextSection>
    </TextPage>
  );
}
