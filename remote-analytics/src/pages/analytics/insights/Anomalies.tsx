import type { Anomalies, Anomaly } from '@moneta/shared';
import { categoryLabel } from '@moneta/shared/categories';
import { Flex, Typography } from '@moneta/shared/ui';
import { useAnalyticsT } from '../../../i18n';
import { AnalyticsCard } from '../AnalyticsCard';
import type { Answer } from '../status';
import { useFormat } from '../useFormat';

/** How many unusual transactions the panel lists, highest score first. */
export const SHOWN_ANOMALIES = 5;

function Reason({ anomaly }: { anomaly: Anomaly }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { transaction, categoryMedian } = anomaly;
  const category = categoryLabel(t, transaction.category);
  const median = Math.abs(categoryMedian);
  if (median === 0) return <>{t('Unusual for {{category}}', { category })}</>;
  const times = Math.round((Math.abs(transaction.amount) / median) * 10) / 10;
  return (
    <>
      {t('{{times}} times the usual {{median}} for {{category}}', {
        times: format.count(times),
        median: format.money(median),
        category,
      })}
    </>
  );
}

/** The period's unusual expenses (GET /transactions/anomalies): description, date, amount and why. */
export function AnomaliesCard({ answer }: { answer: Answer<Anomalies> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  return (
    <AnalyticsCard
      title={t('Unusual Transactions')}
      heading={4}
      answer={answer}
      isEmpty={(data) => data.anomalies.length === 0}
      emptyText={t('No unusual transactions in this period')}
    >
      {(data) => (
        <Flex vertical gap="small">
          <Flex vertical gap="middle" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.anomalies.slice(0, SHOWN_ANOMALIES).map((anomaly) => (
              <li key={anomaly.transaction._id}>
                <Flex justify="space-between" gap="small" align="baseline">
                  <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
                    {anomaly.transaction.description}
                  </Typography.Text>
                  <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                    {format.money(anomaly.transaction.amount)}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {format.date(anomaly.transaction.date)}
                  {' · '}
                  <Reason anomaly={anomaly} />
                </Typography.Text>
              </li>
            ))}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("Expenses far from their category's usual amount (its median and median absolute deviation).")}
          </Typography.Text>
        </Flex>
      )}
    </AnalyticsCard>
  );
}
