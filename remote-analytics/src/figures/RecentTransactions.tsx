import type { CSSProperties, ReactNode } from 'react';
import {
  isEditableRow,
  isTransferRow,
  type EditableTransaction,
  type Transaction,
  type TransferRow,
} from '@moneta/shared';
import { Link } from '@moneta/shared/router';
import {
  DeleteConfirmModal,
  DeleteTransferModal,
  TransactionAmount,
  TransactionFormModal,
  TransactionSummary,
  TransferFormModal,
  useCategoryText,
  useDateText,
} from '@moneta/shared/transactions';
import { Button, Card, EyeOutlined, MESSAGES, Typography } from '@moneta/shared/ui';
import {
  DeleteOutlined,
  Dropdown,
  EditOutlined,
  EllipsisOutlined,
  Empty,
  Grid,
  Tag,
  useAnnounce,
  useDialog,
  type MenuProps,
} from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../i18n';
import { TransactionDetailsModal } from './TransactionDetailsModal';

export const TRANSACTIONS_PATH = '/dashboard/transactions';

type RowAction = 'view' | 'edit' | 'delete';

interface Column {
  key: string;
  title: string;
  align?: 'end' | 'center';
  width?: number;
  cell: (transaction: Transaction) => ReactNode;
}

// Five rows need no data grid: a plain table drawn with antd's tokens (both themes) spares the overview the
// table facade's 50 KB gz of first-load JS (docs/performance.md: the dashboard's 450 KB budget).
const CELL: CSSProperties = {
  padding: '12px 16px',
  borderBottom: '1px solid var(--ant-color-border-secondary)',
  textAlign: 'start',
  verticalAlign: 'middle',
};
const HEAD: CSSProperties = {
  ...CELL,
  background: 'var(--ant-color-fill-alter)',
  color: 'var(--ant-color-text-heading)',
  fontWeight: 600,
};
const COMPACT_PADDING = '8px 12px';

/**
 * The Recent Transactions card of the overview and of the Analytics Dashboard: the latest
 * transactions with a 'View All' link to the Transactions screen, and a row menu whose View Details, Edit and
 * Delete work, with the Transactions screen's own form and confirmation. A save or delete
 * invalidates the transactions, and with them every figure computed from them, so the card's screen refetches.
 */
export function RecentTransactions({ transactions }: { transactions: Transaction[] }) {
  const t = useAnalyticsT();
  const announce = useAnnounce();
  const dateText = useDateText();
  const categoryText = useCategoryText();
  // A phone shows each row's essentials in one column; before the first measurement, the wide layout.
  const compact = Grid.useBreakpoint().sm === false;
  const viewing = useDialog<Transaction>();
  const editor = useDialog<EditableTransaction>();
  const deleting = useDialog<EditableTransaction>();
  // A transfer's row changes with its transfer: its dialog (by id) and its deletion.
  const transfer = useDialog<TransferRow>();
  const deletingTransfer = useDialog<TransferRow>();

  const act = (action: RowAction, transaction: Transaction) => {
    if (action === 'view') viewing.show(transaction);
    else if (isTransferRow(transaction)) {
      if (action === 'edit') transfer.show(transaction);
      else deletingTransfer.show(transaction);
    } else if (isEditableRow(transaction)) {
      if (action === 'edit') editor.show(transaction);
      else deleting.show(transaction);
    }
  };

  const menu = (transaction: Transaction) => {
    const items: MenuProps['items'] = [
      { key: 'view', label: t('View Details'), icon: <EyeOutlined aria-hidden /> },
      { key: 'edit', label: t('Edit'), icon: <EditOutlined aria-hidden /> },
      { type: 'divider' },
      { key: 'delete', label: t('Delete'), icon: <DeleteOutlined aria-hidden />, danger: true },
    ];
    return (
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick: ({ key }) => act(key as RowAction, transaction) }}
      >
        <Button
          type="text"
          size="small"
          icon={<EllipsisOutlined aria-hidden />}
          aria-label={t('Actions for {{title}}', { title: transaction.description })}
        />
      </Dropdown>
    );
  };

  const amount: Column = {
    key: 'amount',
    title: t('Amount'),
    align: 'end',
    cell: (transaction) => <TransactionAmount transaction={transaction} />,
  };
  const actions: Column = { key: 'actions', title: t('Actions'), align: 'center', width: 56, cell: menu };
  const columns: Column[] = compact
    ? [
        {
          key: 'transaction',
          title: t('Transaction'),
          cell: (transaction) => <TransactionSummary transaction={transaction} />,
        },
        amount,
        actions,
      ]
    : [
        {
          key: 'date',
          title: t('Date'),
          width: 130,
          cell: (transaction) => (
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {dateText(transaction.date)}
            </Typography.Text>
          ),
        },
        {
          key: 'title',
          title: t('Title'),
          cell: (transaction) => <Typography.Text strong>{transaction.description}</Typography.Text>,
        },
        {
          key: 'category',
          title: t('Category'),
          cell: (transaction) => <Tag variant="filled">{categoryText(transaction)}</Tag>,
        },
        amount,
        actions,
      ];
  const place = (column: Column, base: CSSProperties): CSSProperties => ({
    ...base,
    ...(compact ? { padding: COMPACT_PADDING } : {}),
    textAlign: column.align ?? 'start',
    width: column.width,
  });

  return (
    <Card
      title={t('Recent Transactions')}
      extra={<Link to={TRANSACTIONS_PATH}>{t('View All')}</Link>}
      role="region"
      aria-label={t('Recent Transactions')}
      style={{ height: '100%' }}
      styles={{ body: { padding: 0, overflowX: 'auto' } }}
    >
      {transactions.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('No recent transactions found')}
          style={{ padding: '24px 0' }}
        />
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" style={place(column, HEAD)}>
                  {/* The menu's column needs no visible heading; a screen reader still hears it (the host's class). */}
                  {column === actions ? (
                    <span className="visually-hidden">{column.title}</span>
                  ) : (
                    column.title
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {transactions.map((transaction) => (
              <tr key={transaction._id}>
                {columns.map((column) => (
                  <td key={column.key} style={place(column, CELL)}>
                    {column.cell(transaction)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {viewing.render((transaction, frame) => (
        <TransactionDetailsModal {...frame} transaction={transaction} onClose={viewing.close} />
      ))}
      {editor.render((transaction, frame) => (
        <TransactionFormModal
          {...frame}
          transaction={transaction}
          onCancel={editor.close}
          onSaved={(outcome) => {
            editor.close();
            announce(t('Transaction updated'), outcome === 'queued');
          }}
        />
      ))}
      {deleting.render((transaction, frame) => (
        <DeleteConfirmModal
          {...frame}
          transaction={transaction}
          onCancel={deleting.close}
          onDeleted={(queued) => {
            deleting.close();
            announce(t('Transaction deleted'), queued);
          }}
        />
      ))}
      {transfer.render((row, frame) => (
        <TransferFormModal
          {...frame}
          row={row}
          onCancel={transfer.close}
          onDone={(message, queued) => {
            transfer.close();
            announce(t(message), queued);
          }}
        />
      ))}
      {deletingTransfer.render((row, frame) => (
        <DeleteTransferModal
          {...frame}
          row={row}
          onCancel={deletingTransfer.close}
          onDeleted={(queued) => {
            deletingTransfer.close();
            announce(t(MESSAGES.transferDeleted), queued);
          }}
        />
      ))}
    </Card>
  );
}
