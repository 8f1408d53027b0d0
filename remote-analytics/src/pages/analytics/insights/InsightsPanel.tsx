import { useId } from 'react';
import type { Anomalies, BudgetRecommendations, FinancialHealth } from '@moneta/shared';
import { Typography } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../../i18n';
import type { Answer } from '../status';
import { AnomaliesCard } from './Anomalies';
import { FinancialHealthCard } from './FinancialHealth';
import { Recommendations } from './Recommendations';

export interface InsightsAnswers {
  recommendations: Answer<BudgetRecommendations>;
  anomalies: Answer<Anomalies>;
  health: Answer<FinancialHealth>;
}

/**
 * The Overview's Insights panel: the period's budget recommendations, its unusual transactions and
 * the financial-health score with its components. The tab asks for them with its other figures (one failure
 * banner, no wait for this code); the panel, below the fold, loads its code on its own.
 */
export default function InsightsPanel({ recommendations, anomalies, health }: InsightsAnswers) {
  const t = useAnalyticsT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={3} id={titleId} style={{ fontSize: 18, marginTop: 0 }}>
        {t('Insights')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={8}>
          <Recommendations answer={recommendations} />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <AnomaliesCard answer={anomalies} />
        </Col>
        <Col xs={24} xl={8}>
          <FinancialHealthCard answer={health} />
        </Col>
      </Row>
    </section>
  );
}
