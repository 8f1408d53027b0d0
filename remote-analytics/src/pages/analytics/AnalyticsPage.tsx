import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  ANALYTICS_EXPORT_TYPES,
  BelowHeading,
  ANALYTICS_PERIODS,
  analyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
  formatDate,
  localDay,
  parseCalendarDate,
  type AnalyticsExportType,
  type AnalyticsPeriodKey,
  type Failure,
} from '@moneta/shared';
import { useQueryClient } from '@moneta/shared/query';
import { useSearchParams } from '@moneta/shared/router';
import { Alert, Button, ErrorAlert, Flex, ReloadOutlined, Skeleton } from '@moneta/shared/ui';
import { ScreenHeading } from '@moneta/shared/ui/dashboard';
import { Segmented, Tabs } from '@moneta/shared/ui/tabs';
import { useCompact } from '../../charts/useCompact';
import { useLiveUpdates } from '../../figures/useLiveUpdates';
import { useAnalyticsT } from '../../i18n';
import { ExportButton } from './ExportButton';
import { OverviewTab } from './OverviewTab';
import { useUnavailableOffline } from './queries';
import { useFormat } from './useFormat';
import { WrappingTabBar } from './WrappingTabBar';
import { FIGURES_CHANGES } from '@moneta/shared/analytics';

// The other tabs load on first open; the charts (and nivo) load with the first chart shown.
const SpendingTab = lazy(() => import(/* webpackChunkName: "analytics-spending" */ './SpendingTab'));
const IncomeTab = lazy(() => import(/* webpackChunkName: "analytics-income" */ './IncomeTab'));
const GoalsTab = lazy(() => import(/* webpackChunkName: "analytics-goals" */ './GoalsTab'));
const BudgetsTab = lazy(() => import(/* webpackChunkName: "analytics-budgets" */ './budgets/BudgetsTab'));

/** The tabs: one per export type, and Budgets, which has no CSV of its own (its figures are the API's JSON). */
const TABS = [...ANALYTICS_EXPORT_TYPES, 'budgets'] as const;
type Tab = (typeof TABS)[number];

function isPeriodKey(value: string | null): value is AnalyticsPeriodKey {
  return ANALYTICS_PERIODS.some((period) => period.key === value);
}

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

function isExportType(tab: Tab): tab is AnalyticsExportType {
  return (ANALYTICS_EXPORT_TYPES as readonly string[]).includes(tab);
}

/**
 * Offline, in place of a tab whose figures were never saved on this device: what is missing and what to do. The
 * tab stays mounted, hidden, so that its calls run the moment the network is back.
 */
function UnavailableOffline({ period }: { period: string | null }) {
  const t = useAnalyticsT();
  return (
    <Alert
      type="info"
      showIcon
      title={period ? t('{{period}} is not available offline', { period }) : t('Not available offline')}
      description={
        period
          ? t(
              'Its figures have not been saved on this device. Choose a period you opened before, or go back online to load them.',
            )
          : t('These figures have not been saved on this device. Go back online to load them.')
      }
    />
  );
}

const COMPACT_PERIOD_LABEL = {
  whiteSpace: 'normal',
  overflow: 'visible',
  lineHeight: 1.25,
  paddingBlock: 4,
  minHeight: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** 'Refresh' asks again for every figure on show, past the 5-minute cache. */
function RefreshButton() {
  const t = useAnalyticsT();
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      // Marks every analytics answer (and the budgets' spending) stale and refetches, at once, those on show (a
      // running fetch restarts).
      await Promise.all(FIGURES_CHANGES.map((queryKey) => client.invalidateQueries({ queryKey })));
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={() => void refresh()}>
      {t('Refresh')}
    </Button>
  );
}

/**
 * /dashboard/analytics: the period selector,
 * Export (hidden on Budgets, which has no CSV), Refresh and the five tabs. The period and the tab live in the address (?period=90d&tab=spending), so a
 * reload or a shared link shows the same figures. Each tab mounts only while shown and asks only for what it
 * shows; answers are cached for 5 minutes, per call and period.
 */
export default function AnalyticsPage() {
  const t = useAnalyticsT();
  const format = useFormat();
  const compact = useCompact();
  useLiveUpdates();
  const [params, setParams] = useSearchParams();
  const requestedPeriod = params.get('period');
  const requestedTab = params.get('tab');
  const periodKey = isPeriodKey(requestedPeriod) ? requestedPeriod : DEFAULT_ANALYTICS_PERIOD;
  const tab = isTab(requestedTab) ? requestedTab : 'overview';
  // "Today" is the person's own day, the browser's date.
  const today = localDay();
  const period = useMemo(() => analyticsPeriod(periodKey, today), [periodKey, today]);
  const [exportFailure, setExportFailure] = useState<Failure | null>(null);
  const unavailableOffline = useUnavailableOffline();

  const choose = (key: 'period' | 'tab', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const dateText = (date: string) => {
    const parsed = parseCalendarDate(date);
    return parsed ? formatDate(parsed, format.language, 'calendarDate') : date;
  };
  const shownPeriod = ANALYTICS_PERIODS.find((option) => option.key === periodKey) ?? ANALYTICS_PERIODS[0];
  const periodLabel = t(shownPeriod.label);
  const panel = (content: ReactNode, byPeriod = true) => (
    <>
      {unavailableOffline ? <UnavailableOffline period={byPeriod ? periodLabel : null} /> : null}
      <div hidden={unavailableOffline}>{content}</div>
    </>
  );
  const lazyTab = (content: ReactNode, byPeriod = true) =>
    panel(
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 6 }} />}>{content}</Suspense>,
      byPeriod,
    );
  const tabs = [
    { key: 'overview', label: t('Overview'), children: panel(<OverviewTab period={period} />) },
    { key: 'spending', label: t('Spending'), children: lazyTab(<SpendingTab period={period} />) },
    { key: 'income', label: t('Income'), children: lazyTab(<IncomeTab period={period} />) },
    { key: 'goals', label: t('Goals'), children: lazyTab(<GoalsTab />, false) },
    { key: 'budgets', label: t('Budgets'), children: lazyTab(<BudgetsTab period={period} />) },
  ];

  return (
    <Flex vertical gap="large">
      <ScreenHeading
        title={t('Analytics Dashboard')}
        description={t('From {{start}} to {{end}}', {
          start: dateText(period.startDate),
          end: dateText(period.endDate),
        })}
        actions={
          <Flex gap="small" align="center" wrap style={compact ? { width: '100%' } : undefined}>
            <Segmented<AnalyticsPeriodKey>
              aria-label={t('Period')}
              block={compact}
              style={compact ? { width: '100%' } : undefined}
              // Shared three ways on a phone, a long name ("Letzte 12 Monate") takes two lines, never an ellipsis.
              styles={compact ? { label: COMPACT_PERIOD_LABEL } : undefined}
              value={periodKey}
              onChange={(value) => choose('period', value)}
              options={ANALYTICS_PERIODS.map((option) => ({ value: option.key, label: t(option.label) }))}
            />
            {isExportType(tab) ? (
              <ExportButton type={tab} period={period} onFailure={setExportFailure} />
            ) : null}
            <RefreshButton />
          </Flex>
        }
      />

      <ErrorAlert
        message={exportFailure?.message ?? null}
        values={exportFailure?.values}
        onClose={() => setExportFailure(null)}
      />

      {/* The heading paints first; the tabs and their cards mount in the render after. */}
      <BelowHeading>
        <Tabs
          activeKey={tab}
          onChange={(key) => choose('tab', key)}
          destroyOnHidden
          items={tabs}
          renderTabBar={
            compact
              ? ({ id, activeKey }) => (
                  <WrappingTabBar
                    id={id}
                    activeKey={activeKey}
                    tabs={tabs}
                    onSelect={(key) => choose('tab', key)}
                  />
                )
              : undefined
          }
        />
      </BelowHeading>
    </Flex>
  );
}
