import type { SpendingComparison } from '@moneta/shared';
import { Typography } from '@moneta/shared/ui';
import { useAnalyticsT } from '../../i18n';
import { changeTone, formatPercentChange, formatPointsChange } from './format';
import { StatCards } from './StatCards';
import type { Answer } from './status';
import { useFormat } from './useFormat';

interface ChangeProps {
  /** Percent change, or percentage points for the savings rate; null when the previous period had none. */
  change: number | null;
  unit: 'percent' | 'points';
  higherIsBetter: boolean;
}

/** A figure's change against the previous period of the same length, green when it is good news. */
function Change({ change, unit, higherIsBetter }: ChangeProps) {
  const t = useAnalyticsT();
  const { language } = useFormat();
  const tone = changeTone(change, higherIsBetter);
  const type = tone === 'good' ? 'success' : tone === 'bad' ? 'danger' : 'secondary';
  let text: string;
  if (change === null) text = t('Nothing in the previous period to compare');
  else if (change === 0) text = t('No change vs previous period');
  else if (unit === 'points')
    text = t('{{change}} pts vs previous period', { change: formatPointsChange(change, language) });
  else text = t('{{change}} vs previous period', { change: formatPercentChange(change, language) });
  const arrow = change === null || change === 0 ? null : change > 0 ? '▲' : '▼';
  return (
    <Typography.Text type={type} style={{ fontSize: 12 }}>
      {arrow ? <span aria-hidden>{arrow} </span> : null}
      {text}
    </Typography.Text>
  );
}

/**
 * The Overview's four cards: the period's Total Income, Total Expenses, Net Savings and Savings
 * Rate, each with its change against the previous period of the same length (GET /spending/comparison).
 */
export function SummaryCards({ answer }: { answer: Answer<SpendingComparison> }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const totals = answer.data?.period1;
  const changes = answer.data?.changes;
  return (
    <StatCards
      answers={[answer]}
      cards={[
        {
          key: 'income',
          title: t('Total Income'),
          value: totals ? format.money(totals.totalIncome) : null,
          footer: changes ? <Change change={changes.totalIncome} unit="percent" higherIsBetter /> : null,
        },
        {
          key: 'expenses',
          title: t('Total Expenses'),
          value: totals ? format.money(totals.totalExpenses) : null,
          footer: changes ? (
            <Change change={changes.totalExpenses} unit="percent" higherIsBetter={false} />
          ) : null,
        },
        {
          key: 'savings',
          title: t('Net Savings'),
          value: totals ? format.money(totals.netSavings) : null,
          footer: changes ? <Change change={changes.netSavings} unit="percent" higherIsBetter /> : null,
        },
        {
          key: 'rate',
          title: t('Savings Rate'),
          value: totals ? format.percent(totals.savingsRate) : null,
          footer: changes ? <Change change={changes.savingsRate} unit="points" higherIsBetter /> : null,
        },
      ]}
    />
  );
}
