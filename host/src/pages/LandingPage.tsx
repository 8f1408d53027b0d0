import { isAuthenticatedAtom, useSharedAtom } from '@moneta/shared';
import { useHostT } from '../i18n';
import { Link } from '@moneta/shared/router';
import {
  ArrowRightIcon,
  BellIcon,
  ChartIcon,
  CheckIcon,
  DeviceIcon,
  GiftIcon,
  GlobeIcon,
  GoalIcon,
  MailIcon,
  ShieldIcon,
  TransactionsIcon,
} from '../shell/icons';
import './LandingPage.css';

// Static marketing figures.
const STATS = [
  ['10K+', 'Active users'],
  ['$25M+', 'Amounts tracked'],
  ['99.9%', 'Uptime'],
  ['48h', 'Support response'],
] as const;

const FEATURES = [
  [
    TransactionsIcon,
    'Track transactions',
    'Record income and expenses in seconds, then search, filter and sort them to see exactly where your money goes.',
  ],
  [
    GoalIcon,
    'Savings goals',
    'Set savings goals with target dates, contribute as you go and watch your progress grow.',
  ],
  [
    ChartIcon,
    'Insightful analytics',
    'See spending trends, category breakdowns, goal progress and your savings rate at a glance.',
  ],
  [
    BellIcon,
    'Smart reminders',
    'Keep bills and paydays on a month calendar and link your calendar service so nothing slips.',
  ],
] as const;

const REASONS = [
  [GiftIcon, 'Free forever', 'No subscriptions and no hidden fees: every feature is free for every user.'],
  [
    ShieldIcon,
    'Private and secure',
    'Your data is yours: export it whenever you like, or delete your account and everything in it.',
  ],
  [
    DeviceIcon,
    'Works on every device',
    'Install Moneta on your phone or computer and use it like a native app.',
  ],
  [GlobeIcon, 'Made for you', 'Choose your currency, language and a light or dark theme.'],
  [
    ChartIcon,
    'Clear at a glance',
    'Your dashboard shows your balance, recent activity and goals the moment you sign in.',
  ],
  [MailIcon, 'Helpful support', 'Questions? Our support team replies within 48 hours.'],
] as const;

const CTA_POINTS = ['Free forever', 'Private and secure', 'Works on every device'] as const;

function GetStarted() {
  const t = useHostT();
  return (
    <Link to="/signup" className="btn btn-primary btn-lg">
      {t('Get Started')}
      <ArrowRightIcon />
    </Link>
  );
}

/** A decorative glimpse of the dashboard, drawn in CSS so the landing page loads no image. */
function HeroPreview() {
  const t = useHostT();
  return (
    <div className="hero-preview" aria-hidden="true">
      <div className="hero-preview-header">
        <span>{t('This month')}</span>
        <span className="hero-preview-badge">+12%</span>
      </div>
      <div className="hero-preview-balance">$4,250.00</div>
      <div className="hero-preview-caption">{t('Net savings')}</div>
      <svg className="hero-preview-chart" viewBox="0 0 200 60" preserveAspectRatio="none">
        <path d="M0 50 L25 42 L50 46 L75 30 L100 34 L125 20 L150 24 L175 10 L200 14 V60 H0 Z" />
        <polyline points="0,50 25,42 50,46 75,30 100,34 125,20 150,24 175,10 200,14" />
      </svg>
      <div className="hero-preview-rows">
        <div className="hero-preview-row">
          <span>{t('Income')}</span>
          <strong className="is-income">+$5,200.00</strong>
        </div>
        <div className="hero-preview-row">
          <span>{t('Expenses')}</span>
          <strong className="is-expense">-$950.00</strong>
        </div>
      </div>
      <div className="hero-preview-goal">
        <div className="hero-preview-row">
          <span>{t('Emergency fund')}</span>
          <span>68%</span>
        </div>
        <div className="hero-preview-progress">
          <span style={{ width: '68%' }} />
        </div>
      </div>
    </div>
  );
}

/** The public home page: antd-free and loaded with the host, so it paints fast. */
export function LandingPage() {
  const t = useHostT();
  const authenticated = useSharedAtom(isAuthenticatedAtom);
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{t('Free personal finance tracker')}</p>
            <h1 id="hero-title" className="hero-title">
              {t('Take control of your money with Moneta')}
            </h1>
            <p className="hero-subtitle">
              {t(
                'Moneta is a free personal finance tracker that helps you record income and expenses, save towards your goals and stay on top of every bill.',
              )}
            </p>
            <div className="hero-actions">
              <GetStarted />
              {authenticated ? (
                <Link to="/dashboard" className="btn btn-outline btn-lg">
                  {t('Go to Dashboard')}
                </Link>
              ) : (
                <Link to="/login" className="btn btn-outline btn-lg">
                  {t('Login')}
                </Link>
              )}
            </div>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section className="stats" aria-label={t('Moneta in numbers')}>
        <div className="container">
          <ul className="stats-grid">
            {STATS.map(([figure, label]) => (
              <li key={label} className="stat">
                <span className="stat-figure">{figure}</span>
                <span className="stat-label">{t(label)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="section-title">
            {t('Everything you need to manage your money')}
          </h2>
          <p className="section-subtitle">
            {t('Four simple tools that work together, so you always know where you stand.')}
          </p>
          <ul className="feature-grid">
            {FEATURES.map(([FeatureIcon, title, text]) => (
              <li key={title} className="feature-card">
                <span className="feature-icon">
                  <FeatureIcon />
                </span>
                <h3>{t(title)}</h3>
                <p>{t(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="landing-section why" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="section-title">
            {t('Why choose Moneta?')}
          </h2>
          <p className="section-subtitle">
            {t('Built for individuals who want clarity about their money without spreadsheets.')}
          </p>
          <ul className="why-grid">
            {REASONS.map(([ReasonIcon, title, text]) => (
              <li key={title} className="why-item">
                <span className="why-icon">
                  <ReasonIcon />
                </span>
                <div>
                  <h3>{t(title)}</h3>
                  <p>{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <h2 id="cta-title">{t('Ready to take control of your finances?')}</h2>
          <p>{t('Create your free account in under a minute. No credit card required.')}</p>
          <ul className="cta-points">
            {CTA_POINTS.map((point) => (
              <li key={point}>
                <CheckIcon />
                {t(point)}
              </li>
            ))}
          </ul>
          <GetStarted />
        </div>
      </section>
    </div>
  );
}
