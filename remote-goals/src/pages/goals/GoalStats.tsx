import { formatMoney, LOCALE_BY_LANGUAGE, type Currency, type Language } from '@moneta/shared';
import { Card } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { Statistic } from '@moneta/shared/ui/display';
import { useGoalsT } from '../../i18n';
import type { GoalTotals } from './goalRules';

interface GoalStatsProps {
  totals: GoalTotals;
  currency: Currency;
  language: Language;
}

/** The four cards: Total Goals, Completed, Total Saved, Total Target. Two a row on a phone. */
export function GoalStats({ totals, currency, language }: GoalStatsProps) {
  const t = useGoalsT();
  const count = new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language]);
  const cards = [
    { key: 'total', title: t('Total Goals'), value: count.format(totals.totalGoals) },
    { key: 'completed', title: t('Completed'), value: count.format(totals.completedGoals) },
    { key: 'saved', title: t('Total Saved'), value: formatMoney(totals.totalSaved, currency, language) },
    { key: 'target', title: t('Total Target'), value: formatMoney(totals.totalTarget, currency, language) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <Card size="small" role="group" aria-label={card.title} style={{ height: '100%' }}>
            {/* The value is formatted already; Statistic would read a money text as a plain string anyway. */}
            <Statistic title={card.title} value={card.value} styles={{ content: { fontSize: 20 } }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
