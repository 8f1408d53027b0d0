import { useState } from 'react';
import type { FailureMessage, Rule } from '@moneta/shared';
import { Button, ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  Empty,
  LoadingBlock,
  Popconfirm,
  PlusOutlined,
  ThunderboltOutlined,
  useAnnounce,
} from '@moneta/shared/ui/dashboard';
import { newIdempotencyKey, QUEUED, sendOrQueue } from '@moneta/shared/query';
import { rulesApi, useRuleChange, useRules } from '@moneta/shared/rules';
import { RuleSummary } from './RuleSummary';
import { useRulesT } from './i18n';
import './RuleList.css';

interface RuleListProps {
  onAdd: () => void;
  onEdit: (rule: Rule) => void;
  onApply: (rule: Rule) => void;
}

/** The person's rules in the order they run, each moved, edited, applied to existing rows or deleted. */
export function RuleList({ onAdd, onEdit, onApply }: RuleListProps) {
  const t = useRulesT();
  const announce = useAnnounce();
  const rules = useRules();
  const [error, setError] = useState<FailureMessage | null>(null);
  const reorder = useRuleChange({
    mutationFn: (ids: string[]) => rulesApi.reorder(ids),
    onSuccess: () => announce(t('Rules reordered')),
    onError: (failure) => setError(errorMessage(failure, 'Failed to save rule')),
  });
  const remove = useRuleChange({
    mutationFn: (rule: Rule) =>
      sendOrQueue({ domain: 'rules', action: 'delete', id: rule.id, title: rule.text }, newIdempotencyKey()),
    onSuccess: (result) => announce(t('Rule deleted'), result === QUEUED),
    onError: (failure) => setError(errorMessage(failure, 'Failed to delete rule')),
  });

  if (rules.isPending) return <LoadingBlock text={t('Loading rules…')} />;
  const list = rules.data?.rules ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((rule) => rule.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    setError(null);
    reorder.mutate(ids);
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t(
          'Rules file your new transactions by themselves: added, imported or repeated. They run from the top; a later rule’s category or title replaces an earlier one’s, and tags add up.',
        )}
      </Typography.Paragraph>
      <ErrorAlert
        message={rules.error ? errorMessage(rules.error, 'Failed to fetch rules') : error}
        onClose={() => setError(null)}
      />
      {list.length === 0 ? (
        <Empty description={t('No rules yet')} />
      ) : (
        <ol className="rule-list" aria-label={t('Rules')}>
          {list.map((rule, index) => (
            <li key={rule.id} className="rule-list__item">
              <RuleSummary rule={rule} />
              <Flex gap="small" wrap className="rule-list__actions">
                <Button
                  size="small"
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={t('Move rule {{number}} up', { number: index + 1 })}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('Move rule {{number}} down', { number: index + 1 })}
                  disabled={index === list.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                />
                <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => onEdit(rule)}>
                  {t('Edit')}
                </Button>
                <Button size="small" icon={<ThunderboltOutlined aria-hidden />} onClick={() => onApply(rule)}>
                  {t('Apply to existing')}
                </Button>
                <Popconfirm
                  title={t('Delete this rule?')}
                  description={t('Transactions it filed keep what it set.')}
                  okText={t('Delete')}
                  cancelText={t('Cancel')}
                  onConfirm={() => {
                    setError(null);
                    remove.mutate(rule);
                  }}
                >
                  <Button size="small" danger icon={<DeleteOutlined aria-hidden />}>
                    {t('Delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            </li>
          ))}
        </ol>
      )}
      <Flex justify="end">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {t('Add rule')}
        </Button>
      </Flex>
    </Flex>
  );
}
