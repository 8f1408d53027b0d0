import {
  formatMoney,
  isAuthenticatedAtom,
  localeAtom,
  useSharedAtom,
  type Goal,
  type GoalContribution,
} from '@moneta/shared';
import { ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Empty, Spin } from '@moneta/shared/ui/dashboard';
import { Table, type TableColumnsType } from '@moneta/shared/ui/table';
import { useGoalsT } from '../../i18n';
import { formatInstant } from './format';
import { useGoalContributions } from '@moneta/shared/goals';

/**
 * A goal's contributions, newest first, shown inside its card when expanded (each Add Funds is
 * kept as its own record).
 */
export default function GoalHistory({ goal }: { goal: Goal }) {
  const t = useGoalsT();
  const { currency, language } = useSharedAtom(localeAtom);
  const signedIn = useSharedAtom(isAuthenticatedAtom);
  const result = useGoalContributions(goal._id, { enabled: signedIn });

  const columns: TableColumnsType<GoalContribution> = [
    {
      title: t('Date'),
      dataIndex: 'createdAt',
      render: (value: string) => formatInstant(value, language),
    },
    {
      title: t('Amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: number) => formatMoney(value, currency, language),
    },
    {
      title: t('Note'),
      dataIndex: 'note',
      // A note of one long word wraps too: the table fits the card rather than scrolling inside it.
      render: (value: string) =>
        value ? (
          <span style={{ overflowWrap: 'anywhere' }}>{value}</span>
        ) : (
          <Typography.Text type="secondary">{t('No note')}</Typography.Text>
        ),
    },
  ];

  return (
    <Flex vertical gap="small" component="section" aria-label={t('Contribution History')}>
      <Typography.Text strong>{t('Contribution History')}</Typography.Text>
      <ErrorAlert
        message={result.error ? errorMessage(result.error, 'Failed to fetch contributions') : null}
      />
      {result.isPending && result.isFetching ? (
        <Flex vertical align="center" gap="middle" style={{ padding: 32 }} role="status">
          <Spin />
          <Typography.Text type="secondary">{t('Loading contributions...')}</Typography.Text>
        </Flex>
      ) : null}
      {result.data ? (
        result.data.length === 0 ? (
          <Empty description={t('No contributions yet')} />
        ) : (
          <Table<GoalContribution>
            rowKey="_id"
            size="small"
            columns={columns}
            dataSource={result.data}
            pagination={false}
          />
        )
      ) : null}
    </Flex>
  );
}
