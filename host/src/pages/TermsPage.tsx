import { useHostT } from '../i18n';
import { SupportEmailLink } from '../shell/SupportEmailLink';
import { TextPage, TextSection } from './TextPage';

/** The terms of service: static text. */
export default function TermsPage() {
  const t = useHostT();
  return (
    <TextPage
      title={t('Terms of Service')}
      lead={t('The rules for using Moneta. Please read them before you sign up.')}
    >
      <TextSection title={t('Acceptance of these terms')}>
        <p>
          {t(
            'By creating an account or using Moneta you agree to these terms. If you do not agree, please do not use the service.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('The service')}>
        <p>
          {t(
            'Moneta is a free personal finance tracker. It lets you record income and expenses, set savings goals, keep dated reminders and view analytics about your money. Moneta is a record-keeping tool: it does not move money, connect to your bank or give financial advice.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Your account')}>
        <ul>
          <li>{t('Give accurate details when you sign up and keep your e-mail address current.')}</li>
          <li>{t('Keep your password secret; you are responsible for activity in your account.')}</li>
          <li>{t('Tell us straight away if you think someone else has used your account.')}</li>
        </ul>
      </TextSection>
      <TextSection title={t('Acceptable use')}>
        <p>
          {t(
            'Use Moneta only for your own lawful, personal purposes. Do not try to reach other people’s data, disrupt the service, or use it to store content that is not yours to store.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Your data')}>
        <p>
          {t(
            'The records you enter remain yours. You can download a copy from Settings and delete your account, with its records, from your Profile at any time. Our Privacy Policy explains how we handle your information.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Calendar integration')}>
        <p>
          {t(
            'Moneta integrates with a calendar service to sync financial events, such as bill reminders and paydays. Linking your calendar account is optional; when you do, you also agree to that service’s own terms.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Availability')}>
        <p>
          {t(
            'We aim for 99.9% uptime, but Moneta is provided as is, without a guarantee that it will always be available or free of errors. Check important figures against your bank’s own records.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Ending your use')}>
        <p>
          {t(
            'You may stop using Moneta and delete your account at any time. We may suspend an account that breaks these terms.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Changes to these terms')}>
        <p>
          {t(
            'We may update these terms; the current version is always on this page. Continuing to use Moneta after a change means you accept the updated terms.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Contact')}>
        <p>{t('Questions about these terms? We reply within 48 hours.')}</p>
        <p>
          {t('Write to us at:')} <SupportEmailLink />
        </p>
      </TextSection>
    </TextPage>
  );
}
