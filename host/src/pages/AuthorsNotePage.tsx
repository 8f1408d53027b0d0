import { useT } from '@moneta/shared';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../shell/support';
import { TextPage, TextSection } from './TextPage';

const TECHNOLOGIES = [
  'React',
  'TypeScript',
  'Module Federation',
  'Ant Design (antd)',
  'jotai',
  'React Router',
  'i18next',
  'zod',
  'nivo',
  'FullCalendar',
  'Fastify',
  'Drizzle ORM',
  'PostgreSQL',
  'PGlite',
  'Workbox',
];

const ROADMAP = [
  ['More languages', 'Complete translations for Hindi, Spanish, French, German and Italian.'],
  ['Budgets', 'Monthly spending limits per category, with a warning before you go over.'],
  ['Recurring transactions', 'Salary, rent and subscriptions entered once and recorded automatically.'],
  ['Statement import', 'Bring in transactions from a CSV file instead of typing them one by one.'],
] as const;

/** The author's note (SPEC section 2): developer bio, technology list, roadmap. */
export default function AuthorsNotePage() {
  const t = useT();
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
          {t('Write to us at:')} <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>
        </p>
      </TextSection>
    </TextPage>
  );
}
