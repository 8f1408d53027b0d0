import { useState } from 'react';
import type { FailureMessage, Rule, RuleApplication, RulePreview, RuleUndo } from '@moneta/shared';
import { Alert, Button, ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { LoadingBlock, UndoOutlined } from '@moneta/shared/ui/dashboard';
import { Table } from '@moneta/shared/ui/table';
import { rulesApi, useRuleApplication, useRulePreview } from '@moneta/shared/rules';
import { categoryLabel } from '@moneta/shared/categories';
import { TransactionAmount, useDateText } from '@moneta/shared/transactions';
import { useTransactionsT } from '../../../i18n';
import { RuleSummary } from './RuleSummary';
import { useRulesT } from './i18n';

type Change = RulePreview['changes'][number];

/** A value before and after, or the one value when the rule leaves it. */
function BeforeAfter({ before, after }: { before: string; after: string }) {
  if (before === after) return <span>{after}</span>;
  return (
    <span>
      <Typography.Text delete type="secondary">
        {before || '–'}
      </Typography.Text>{' '}
      → <Typography.Text strong>{after || '–'}</Typography.Text>
    </span>
  );
}

/**
 * "Apply to existing": the rows the rule would change, each before and after, then the change in one go, which
 * an Undo puts back.
 */
export function RuleApply({ rule, onDone }: { rule: Rule; onDone: () => void }) {
  const t = useRulesT();
  const names = useTransactionsT();
  const dateText = useDateText();
  const [applied, setApplied] = useState<RuleApplication | null>(null);
  const [undone, setUndone] = useState<RuleUndo | null>(null);
  const [error, setError] = useState<FailureMessage | null>(null);
  const preview = useRulePreview(rule.id, applied === null);
  const apply = useRuleApplication({
    mutationFn: () => rulesApi.apply(rule.id),
    onSuccess: setApplied,
    onError: (failure) => setError(errorMessage(failure, 'Failed to apply the rule')),
  });
  const undo = useRuleApplication({
    mutationFn: (id: string) => rulesApi.undo(id),
    onSuccess: setUndone,
    onError: (failure) => setError(errorMessage(failure, 'Failed to undo the rule')),
  });

  const columns = [
    {
      title: names('Date'),
      dataIndex: 'date',
      key: 'date',
      render: (date: string) => dateText(date),
    },
    {
      title: names('Title'),
      key: 'title',
      render: (_: unknown, change: Change) => (
        <BeforeAfter before={change.before.description} after={change.after.description} />
      ),
    },
    {
      title: names('Category'),
      key: 'category',
      render: (_: unknown, change: Change) => (
        <BeforeAfter
          before={categoryLabel(names, change.before.category)}
          after={categoryLabel(names, change.after.category)}
        />
      ),
    },
    {
      title: names('Tags'),
      key: 'tags',
      render: (_: unknown, change: Change) => (
        <BeforeAfter before={change.before.tags.join(', ')} after={change.after.tags.join(', ')} />
      ),
    },
    {
      title: names('Amount'),
      dataIndex: 'amount',
      key: 'amount',
      align: 'right' as const,
      render: (amount: number) => (
        <TransactionAmount transaction={{ amount, type: amount < 0 ? 'Expense' : 'Income' }} />
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <RuleSummary rule={rule} />
      <ErrorAlert
        message={preview.error ? errorMessage(preview.error, 'Failed to apply the rule') : error}
        onClose={() => setError(null)}
      />
      {applied ? (
        <Alert
          type="success"
          showIcon
          title={
            undone
              ? t('Put back {{count, number}} transactions.', { count: undone.restored })
              : t('Rule applied to {{count, number}} transactions.', { count: applied.changed })
          }
          description={
            undone && undone.keptEdited > 0
              ? t('{{count, number}} edited since were left as they are.', { count: undone.keptEdited })
              : undefined
          }
          action={
            undone || applied.changed === 0 ? null : (
              <Button
                size="small"
                icon={<UndoOutlined aria-hidden />}
                loading={undo.isPending}
                onClick={() => {
                  setError(null);
                  undo.mutate(applied.id);
                }}
              >
                {t('Undo')}
              </Button>
            )
          }
        />
      ) : preview.isPending ? (
        <LoadingBlock text={t('Finding the transactions it would change…')} />
      ) : preview.data ? (
        <>
          <Typography.Text role="status">
            {preview.data.total === 0
              ? t('No existing transaction would change.')
              : t('{{count, number}} transactions will change.', { count: preview.data.total })}
            {preview.data.total > preview.data.changes.length &&
              ` ${t('The newest {{shown, number}} are listed.', { shown: preview.data.changes.length })}`}
          </Typography.Text>
          {preview.data.total > 0 && (
            <Table<Change>
              size="small"
              rowKey="id"
              columns={columns}
              dataSource={preview.data.changes}
              pagination={false}
              // Up to RULE_PREVIEW_MAX_ROWS rows, scrolled within the dialog.
              scroll={{ x: 'max-content', y: 360 }}
            />
          )}
        </>
      ) : null}
      <Flex justify="end" gap="small" wrap>
        <Button onClick={onDone}>{applied ? t('Back to rules') : t('Cancel')}</Button>
        {!applied && (
          <Button
            type="primary"
            disabled={!preview.data || preview.data.total === 0}
            loading={apply.isPending}
            onClick={() => {
              setError(null);
              apply.mutate();
            }}
          >
            {t('Apply to {{count, number}} transactions', { count: preview.data?.total ?? 0 })}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
