// The month's budget lines: a table on a wide screen, a card a line on a phone. Each shows the budget (editable),
// the rollover carried in, what was spent and what remains, and a bar: full and in the danger colour when over
// budget, with the amount over in words.
import type { BudgetMonthLine, Failure } from '@moneta/shared';
import { categoryLabel } from '@moneta/shared/categories';
import { Card, Flex, Typography } from '@moneta/shared/ui';
import { theme } from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { Table, type TableColumnsType } from '@moneta/shared/ui/table';
import { useCompact } from '../../../charts/useCompact';
import { useAnalyticsT } from '../../../i18n';
import { useFormat } from '../useFormat';
import { AmountEditor, DeleteBudget, RolloverSwitch } from './BudgetControls';
import { budgetBarPercent, budgetColor, monthStatus } from './budgetTone';

interface BudgetListProps {
  lines: readonly BudgetMonthLine[];
  month: string;
  onFailure: (failure: Failure | null) => void;
}

/** The line's bar and, under it, how much is left or how much over. */
function Usage({ line }: { line: BudgetMonthLine }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { token } = theme.useToken();
  const status = monthStatus(line);
  return (
    <Flex vertical gap={0} style={{ minWidth: 140 }}>
      <Progress
        percent={budgetBarPercent(line.percentUsed, status)}
        strokeColor={budgetColor(status, token)}
        status={status === 'over' ? 'exception' : 'normal'}
        format={() => format.percent(line.percentUsed)}
        aria-label={t('{{category}}: {{percent}} of the budget used', {
          category: categoryLabel(t, line.category),
          percent: format.percent(line.percentUsed),
        })}
        style={{ margin: 0 }}
      />
      {line.overBudget ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {t('{{amount}} over budget', { amount: format.money(-line.remaining) })}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('{{amount}} left', { amount: format.money(line.remaining) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

function BudgetTable({ lines, month, onFailure }: BudgetListProps) {
  const t = useAnalyticsT();
  const format = useFormat();
  const columns: TableColumnsType<BudgetMonthLine> = [
    {
      key: 'category',
      title: t('Category'),
      render: (_, line) => <Typography.Text strong>{categoryLabel(t, line.category)}</Typography.Text>,
    },
    {
      key: 'amount',
      title: t('Budget'),
      render: (_, line) => <AmountEditor key={line.amount} line={line} month={month} onFailure={onFailure} />,
    },
    {
      key: 'rollover',
      title: t('Rollover'),
      render: (_, line) => (
        <Flex vertical gap={2}>
          <RolloverSwitch line={line} month={month} onFailure={onFailure} />
          {line.carriedOver > 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {t('{{amount}} carried in', { amount: format.money(line.carriedOver) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'spent',
      title: t('Spent'),
      align: 'end',
      render: (_, line) => format.money(line.spent),
    },
    {
      key: 'remaining',
      title: t('Remaining'),
      align: 'end',
      render: (_, line) => (
        <Typography.Text type={line.overBudget ? 'danger' : undefined}>
          {format.money(line.remaining)}
        </Typography.Text>
      ),
    },
    { key: 'usage', title: t('Used'), render: (_, line) => <Usage line={line} /> },
    {
      key: 'actions',
      title: t('Actions'),
      align: 'end',
      render: (_, line) => <DeleteBudget line={line} onFailure={onFailure} />,
    },
  ];
  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Table<BudgetMonthLine>
        rowKey="category"
        columns={columns}
        dataSource={[...lines]}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

function BudgetCards({ lines, month, onFailure }: BudgetListProps) {
  const t = useAnalyticsT();
  const format = useFormat();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap="small" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {lines.map((line) => {
        const figures = [
          { key: 'spent', label: t('Spent'), value: format.money(line.spent) },
          { key: 'remaining', label: t('Remaining'), value: format.money(line.remaining) },
          ...(line.carriedOver > 0
            ? [{ key: 'carried', label: t('Carried in'), value: format.money(line.carriedOver) }]
            : []),
        ];
        return (
          <li key={line.category}>
            <Card size="small" role="article" aria-label={categoryLabel(t, line.category)}>
              <Flex vertical gap="small">
                <Flex justify="space-between" align="center" gap="small">
                  <Typography.Text strong>{categoryLabel(t, line.category)}</Typography.Text>
                  <DeleteBudget line={line} onFailure={onFailure} />
                </Flex>
                <Usage line={line} />
                <dl
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                    gap: 8,
                    margin: 0,
                  }}
                >
                  {figures.map((figure) => (
                    <div key={figure.key}>
                      <dt style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                        {figure.label}
                      </dt>
                      <dd style={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{figure.value}</dd>
                    </div>
                  ))}
                </dl>
                <Flex justify="space-between" align="start" gap="small" wrap>
                  <div style={{ flex: '1 1 160px' }}>
                    <AmountEditor
                      key={line.amount}
                      line={line}
                      month={month}
                      onFailure={onFailure}
                      width="100%"
                    />
                  </div>
                  <Flex align="center" gap="small" style={{ minHeight: 32 }}>
                    <RolloverSwitch line={line} month={month} onFailure={onFailure} />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('Rollover')}
                    </Typography.Text>
                  </Flex>
                </Flex>
              </Flex>
            </Card>
          </li>
        );
      })}
    </Flex>
  );
}

/** The lines as a table on a wide screen, as cards on a phone. */
export function BudgetList(props: BudgetListProps) {
  const compact = useCompact();
  return compact ? <BudgetCards {...props} /> : <BudgetTable {...props} />;
}
