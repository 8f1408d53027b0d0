import { useHostT } from '../i18n';
import { SupportEmailLink } from '../shell/SupportEmailLink';
import { TextPage, TextSection } from './TextPage';

// What Moneta is built with today; a library joins the list with the feature that uses it.
const TECHNOLOGIES = [
  'React',
  'TypeScript',
  'Module Federation',
  'Ant Design (antd)',
  'TanStack Query',
  'jotai',
  'React Router',
  'i18next',
  'zod',
  'Fastify',
  'Drizzle ORM',
  'PostgreSQL',
  'PGlite',
] as const;

// What works today, and what comes next: keep both true as features land.
const AVAILABLE = [
  [
    'Transactions',
    'Record income and expenses; search, filter, sort and page them; edit and delete them one by one or many at once.',
  ],
  ['Recurring transactions', 'Salary, rent and subscriptions entered once and recorded automatically.'],
  [
    'Statement import and export',
    'Bring in transactions from a CSV file, and take them all with you as CSV.',
  ],
  [
    'Your account',
    'Currency, language and theme preferences, your profile and password, your active sessions, and a password reset by e-mail.',
  ],
] as const;

const ROADMAP = [
  ['Savings goals', 'Goals with target dates, funds added as you go and progress you can follow.'],
  ['Dashboard and analytics', 'Your balance, spending trends, categories and savings rate at a glance.'],
  ['Reminders', 'Bills and paydays on a month calendar, linked to your calendar service.'],
  ['Install and offline use', 'Install Moneta on your device and read what you visited while offline.'],
  ['Budgets', 'Monthly spending limits per category, with a warning before you go over.'],
  ['More languages', 'Complete translations for Hindi, Spanish, French, German and Italian.'],
] as const;

/** The author's note: developer bio, technology list, roadmap. */
export default function AuthorsNotePage() {
  const t = useHostT();
  return (
    <TextPage
      title={t("Author's Note")}
      lead={t('Why Moneta exists, what it is built with and where it is going.')}
    >
      <TextSection title={t('About the developer')}>
        <p>
          {t(
            "Hi, I'm the developer behind Moneta. I build web applications with a focus on clear interfaces, accessibility and speed, and for years I kept my own budget in a tangle of spreadsheets.",
          )}
        </p>
        <p>
          {t(
            'Moneta started as the tool I wanted for myself: one place to record income and expenses, save towards goals and remember the bills that come round every month. It is free, because keeping track of your money should not cost money.',
          )}
        </p>
      </TextSection>
      <TextSection title={t('Built with')}>
        <p>
          {t(
            'Moneta is a micro-frontend application: each area, such as transactions, goals or settings, is built and released on its own and loaded when you open it, so one part can improve without disturbing the rest.',
          )}
        </p>
        <ul className="text-page-chips" aria-label={t('Technologies')}>
          {TECHNOLOGIES.map((technology) => (
            <li key={technology}>{t(technology)}</li>
          ))}
        </ul>
      </TextSection>
      <TextSection title={t('Available today')}>
        <ul className="text-page-roadmap">
          {AVAILABLE.map(([title, text]) => (
            <li key={title}>
              <strong>{t(title)}</strong>
              <span>{t(text)}</span>
            </li>
          ))}
        </ul>
      </TextSection>
      <TextSection title={t('Roadmap')}>
        <p>{t('What comes next, roughly in order:')}</p>
        <ol className="text-page-roadmap">
          {ROADMAP.map(([title, text]) => (
            <li key={title}>
              <strong>{t(title)}</strong>
              <span>{t(text)}</span>
            </li>
          ))}
        </ol>
      </TextSection>
      <TextSection title={t('Get in touch')}>
        <p>{t('Feedback and ideas are always welcome, and we reply within 48 hours.')}</p>
        <p>
          {t('Write to us at:')} <SupportEmailLink />
        </p>
      </TextSection>
    </TextPage>
  );
}
