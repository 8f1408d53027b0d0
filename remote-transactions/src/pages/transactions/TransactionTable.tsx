import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  localeAtom,
  useSharedAtom,
  type SortOrder,
  type Transaction,
  type TransactionSortField,
} from '@moneta/shared';
import { Button, Flex, Typography } from '@moneta/shared/ui';
import { DeleteOutlined, EditOutlined, Empty, LockOutlined, Tag, Tooltip } from '@moneta/shared/ui/dashboard';
import { Table, type TableColumnsType, type TableProps } from '@moneta/shared/ui/table';
import {
  formatTransactionDate,
  TransactionAmount,
  TransactionSummary,
  TransactionTags,
  useCategoryText,
  useDateText,
} from '@moneta/shared/transactions';
import { findCategory, useCategories, CategoryName } from '@moneta/shared/categories';
import { useTransactionsT } from '../../i18n';
import { SelectAllCheckbox } from './SelectAllCheckbox';
import { SORT_LABELS } from './sortLabels';

interface TransactionTableProps {
  transactions: Transaction[];
  /** Each account's name, for the Account column: null while the person has one account. */
  accountNames: ReadonlyMap<string, string> | null;
  sortBy: TransactionSortField;
  sortOrder: SortOrder;
  /** A later load: the rows stay, under antd's loading overlay. */
  loading: boolean;
  /** The phone layout: one column per row's essentials, sorted with the SortButtons above it instead. */
  compact: boolean;
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
  onSort: (field: TransactionSortField) => void;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction) => void;
  /** A reconciled transaction is locked: Unlock takes it out of its reconciliation, so that it can be changed. */
  onUnlock: (transaction: Transaction) => void;
}

// After 'descend' antd would cancel the sort; the rule toggles back to ascending, so the tooltips say so.
const SORT_DIRECTIONS: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];
/** Below this width (a narrow desktop window) the table scrolls sideways rather than squeezing the columns. */
const SCROLL_WIDTH = 860;

/** The transactions list: Date, Title, Category, the account (once there are several), Description, Amount and the row actions. */
export function TransactionTable({
  transactions,
  accountNames,
  sortBy,
  sortOrder,
  loading,
  compact,
  selectedIds,
  onSelect,
  onSort,
  onEdit,
  onDelete,
  onUnlock,
}: TransactionTableProps) {
  const t = useTransactionsT();
  const { language } = useSharedAtom(localeAtom);
  const dateText = useDateText();
  const categoryText = useCategoryText();
  const categories = useCategories().data?.categories ?? [];
  /**
   * Where a transfer's row sent its money, or where the money came from: 'To Savings', 'From Main'; only a list
   * that names accounts names the other one.
   */
  const transferText = (transaction: Transaction) => {
    const other = transaction.transferAccountId;
    const account = other === null ? undefined : accountNames?.get(other);
    if (account === undefined) return undefined;
    return transaction.amount < 0 ? t('To {{account}}', { account }) : t('From {{account}}', { account });
  };

  const sortable = (field: TransactionSortField) => ({
    sorter: true,
    sortOrder: field === sortBy ? (sortOrder === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
    sortDirections: SORT_DIRECTIONS,
  });
  const changeActions = (transaction: Transaction) => (
    <Flex gap={4} justify="center" vertical={compact}>
      <Button
        type="text"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('Edit {{title}}', { title: transaction.description })}
        onClick={() => onEdit(transaction)}
      />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('Delete {{title}}', { title: transaction.description })}
        onClick={() => onDelete(transaction)}
      />
    </Flex>
  );

  // A reconciled row is locked: the server refuses its edit and delete until it is unlocked. Its lock is its one
  // control, so that the row reads as one state: locked, and what undoes it.
  const actionsCell = (transaction: Transaction) =>
    transaction.reconciled ? (
      <Tooltip title={t('Unlock')}>
        <Button
          type="text"
          icon={<LockOutlined aria-hidden />}
          aria-label={t('Unlock {{title}}', { title: transaction.description })}
          onClick={() => onUnlock(transaction)}
        />
      </Tooltip>
    ) : (
      changeActions(transaction)
    );

  // Seen on a statement, not yet reconciled (a reconciled row shows its lock instead).
  const clearedMark = (transaction: Transaction) =>
    transaction.cleared && !transaction.reconciled ? (
      <Tag style={{ marginInlineEnd: 0, width: 'fit-content' }}>{t('Cleared')}</Tag>
    ) : null;

  const wideColumns: TableColumnsType<Transaction> = [
    {
      key: 'date',
      title: t(SORT_LABELS.date),
      dataIndex: 'date',
      width: 124,
      ...sortable('date'),
      render: (date: string) =>
        formatTransactionDate(date, language).ok ? (
          dateText(date)
        ) : (
          <Typography.Text type="secondary">{dateText(date)}</Typography.Text>
        ),
    },
    {
      key: 'description',
      title: t(SORT_LABELS.description),
      dataIndex: 'description',
      ...sortable('description'),
      render: (title: string, transaction) => (
        <Flex vertical gap={4} align="flex-start">
          <Typography.Text strong>{title}</Typography.Text>
          <TransactionTags transaction={transaction} />
        </Flex>
      ),
    },
    {
      key: 'category',
      title: t('Category'),
      dataIndex: 'category',
      width: 140,
      // A category of the person's shows its icon in its colour; a split or a transfer is none of theirs.
      render: (_: unknown, transaction) => (
        <CategoryName category={findCategory(categories, transaction.category)}>
          {categoryText(transaction)}
        </CategoryName>
      ),
    },
    ...(accountNames
      ? [
          {
            key: 'account',
            title: t('Account'),
            dataIndex: 'accountId',
            width: 140,
            render: (accountId: string, transaction: Transaction) => {
              const direction = transferText(transaction);
              return (
                <Flex gap={4} align="center" wrap>
                  {accountNames.get(accountId) ?? ''}
                  {direction ? <Typography.Text type="secondary">{direction}</Typography.Text> : null}
                  {clearedMark(transaction)}
                </Flex>
              );
            },
          },
        ]
      : []),
    {
      key: 'notes',
      title: t('Description'),
      dataIndex: 'notes',
      ellipsis: { showTitle: false },
      render: (notes: string) =>
        notes ? (
          <Tooltip placement="topLeft" title={notes}>
            <Typography.Text type="secondary">{notes}</Typography.Text>
          </Tooltip>
        ) : null,
    },
    {
      key: 'amount',
      title: t(SORT_LABELS.amount),
      dataIndex: 'amount',
      align: 'right',
      width: 150,
      ...sortable('amount'),
      render: (_: number, transaction) => <TransactionAmount transaction={transaction} />,
    },
    {
      key: 'actions',
      title: t('Actions'),
      width: 96,
      align: 'center',
      render: (_: unknown, transaction) => actionsCell(transaction),
    },
  ];

  const compactColumns: TableColumnsType<Transaction> = [
    {
      key: 'description',
      title: t('Transaction'),
      render: (_: unknown, transaction) => (
        <TransactionSummary
          transaction={transaction}
          account={[accountNames?.get(transaction.accountId), transferText(transaction)]
            .filter(Boolean)
            .join(' · ')}
        >
          <TransactionAmount transaction={transaction} />
          {accountNames ? clearedMark(transaction) : null}
        </TransactionSummary>
      ),
    },
    {
      key: 'actions',
      title: t('Actions'),
      width: 72,
      align: 'center',
      render: (_: unknown, transaction) => actionsCell(transaction),
    },
  ];

  const handleChange: TableProps<Transaction>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const field = String(sorter.columnKey ?? '');
    if (field in SORT_LABELS) onSort(field as TransactionSortField);
  };

  return (
    <Table<Transaction>
      rowKey="_id"
      size={compact ? 'small' : 'middle'}
      columns={compact ? compactColumns : wideColumns}
      dataSource={transactions}
      pagination={false}
      loading={loading ? { spinning: true, description: t('Loading transactions...') } : false}
      scroll={compact ? undefined : { x: SCROLL_WIDTH }}
      onChange={handleChange}
      locale={{ emptyText: <Empty description={t('No transactions found matching your criteria.')} /> }}
      rowSelection={{
        selectedRowKeys: selectedIds,
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(String)),
        columnTitle: (checkbox: ReactNode) => (
          <SelectAllCheckbox>
            {isValidElement(checkbox)
              ? cloneElement(checkbox as ReactElement<{ 'aria-label'?: string }>, {
                  'aria-label': t('Select all on this page'),
                })
              : checkbox}
          </SelectAllCheckbox>
        ),
        getCheckboxProps: (transaction) => ({
          'aria-label': t('Select {{title}}', { title: transaction.description }),
        }),
      }}
    />
  );
}
