import type { BudgetRecommendations } from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';
import { Tag } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../../i18n';
import { AnalyticsCard } from '../AnalyticsCard';
import type { Answer } from '../status';
import { useFormat } from '../useFormat';
import { recommendationText } from './recommendationText';

/** The period's budget recommendations (GET /budget/recommendations), warnings first as the API orders them. */
export function Recommendations({ answer }: { answer: Answer<BudgetRecommendations> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  return (
    <AnalyticsCard
      title={t('Recommendations')}
      heading={4}
      answer={answer}
      isEmpty={(data) => data.recommendations.length === 0}
      emptyText={t('No recommendations: your spending and budgets look on track.')}
    >
      {(data) => (
        <Flex vertical gap="middle" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.recommendations.map((recommendation) => (
            <li key={`${recommendation.kind}-${recommendation.category ?? 'all'}`}>
              <Flex gap="small" align="start">
                {recommendation.severity === 'warning' ? (
                  <Tag color="warning">{t('Warning')}</Tag>
                ) : (
                  <Tag color="processing">{t('Tip')}</Tag>
                )}
                <Typography.Text>{recommendationText(t, format, recommendation)}</Typography.Text>
              </Flex>
            </li>
          ))}
        </Flex>
      )}
    </AnalyticsCard>
  );
}
