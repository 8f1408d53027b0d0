import { displayName, localeAtom, useSharedAtom, userAtom, useDeferredReady } from '@moneta/shared';
import { analyticsFailure, Button, ErrorAlert, ReloadOutlined, Alert } from '@moneta/shared/ui';
import { Col, Row, ScreenFrame } from '@moneta/shared/ui/dashboard';
import { RecentTransactions } from '../../figures/RecentTransactions';
import { useLiveUpdates } from '../../figures/useLiveUpdates';
import { useAnalyticsT } from '../../i18n';
import { CategoryBreakdown } from './CategoryBreakdown';
import { MonthCards } from './MonthCards';
import { StatCards } from './StatCards';
import { useDashboard } from './useDashboard';

/** /dashboard, the dashboard's index. */
export default function OverviewPage() {
  const t = useAnalyticsT();
  const { currency, language } = useSharedAtom(localeAtom);
  const user = useSharedAtom(userAtom);
  const dashboard = useDashboard();
  useLiveUpdates();
  const stats = dashboard.data;
  // The figures mount in a render that yields (useDeferredReady); until then the loading state stays.
  const statsShown = useDeferredReady(stats !== undefined);
  const failure = dashboard.error ? analyticsFailure(dashboard.error) : null;
  const name = user?.username || user?.email ? displayName(user) : t('User');

  const retry = (
    <Button
      icon={<ReloadOutlined aria-hidden />}
      loading={dashboard.isFetching}
      onClick={() => void dashboard.refetch()}
    >
      {t('Retry')}
    </Button>
  );

  return (
    <ScreenFrame
      title={t('Dashboard Overview')}
      description={t("Welcome back, {{name}}! Here's your financial overview for this month.", { name })}
      loading={!statsShown && !failure}
      loadingText={t('Loading dashboard data...')}
    >
      {failure && !stats ? (
        // the panel; Retry asks again rather than reloading the page (the rest of the app keeps its state).
        <Alert
          type="error"
          showIcon
          title={t('Error Loading Dashboard')}
          description={t(failure.message, failure.values)}
          action={retry}
        />
      ) : null}

      {stats && statsShown ? (
        <>
          {/* A refresh that failed keeps the figures on show, with the failure and Retry above them. */}
          <ErrorAlert message={failure?.message ?? null} values={failure?.values} action={retry} />
          <StatCards stats={stats} currency={currency} language={language} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={16}>
              <RecentTransactions transactions={stats.recent} />
            </Col>
            <Col xs={24} xl={8}>
              <CategoryBreakdown
                categories={stats.monthly.categories}
                currency={currency}
                language={language}
              />
            </Col>
          </Row>
          <MonthCards stats={stats} currency={currency} language={language} />
        </>
      ) : null}
    </ScreenFrame>
  );
}
