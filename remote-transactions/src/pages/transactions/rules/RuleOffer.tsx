import { useEffect } from 'react';
import {
  SPLIT,
  type EditableTransaction,
  type Rule,
  type TransactionCategory,
  type TransactionInput,
} from '@moneta/shared';
import { newIdempotencyKey, useQueryClient } from '@moneta/shared/query';
import { Button, Flex } from '@moneta/shared/ui';
import { App } from '@moneta/shared/ui/dashboard';
import { ruleMatches, rulesApi, rulesKeys, useRuleChange } from '@moneta/shared/rules';
import { categoryLabel } from '@moneta/shared/categories';
import { useTransactionsT } from '../../../i18n';
import { useRulesT } from './i18n';

const OFFER_KEY = 'rule-offer';

export interface Recategorised {
  /** The transaction as it was before the edit. */
  before: EditableTransaction;
  /** What the edit saved. */
  sent: TransactionInput;
}

interface RuleOfferProps extends Recategorised {
  /** Opens the rule's form with the suggestion, to change it before it is made. */
  onChange: (suggestion: Partial<Rule>) => void;
}

/**
 * Learning from a recategorisation: when the person moves a transaction that no rule files to another category,
 * Moneta offers a rule made of its title and the new category. One click makes it; nothing is made without it.
 * Loaded with the rules dialog, on the first edit that changes a category.
 */
export default function RuleOffer({ before, sent, onChange }: RuleOfferProps) {
  const t = useRulesT();
  const names = useTransactionsT();
  const client = useQueryClient();
  const { notification, message } = App.useApp();
  const create = useRuleChange({
    mutationFn: (suggestion: { text: string; category: TransactionCategory }) =>
      rulesApi.create({ match: 'contains', ...suggestion }, newIdempotencyKey()),
    onSuccess: () => void message.success(t('Rule created')),
    onError: () => void message.error(t('Failed to save rule')),
  });
  const { mutate } = create;

  useEffect(() => {
    const category = sent.category as TransactionCategory | typeof SPLIT;
    const text = before.description.trim();
    if (category === before.category || category === SPLIT || before.category === SPLIT || !text) return;
    let current = true;
    void client
      .fetchQuery({ queryKey: rulesKeys.list(), queryFn: () => rulesApi.list() })
      .then(({ rules }) => {
        const subject = {
          description: before.description,
          amount: Math.abs(before.amount),
          type: before.type,
          accountId: before.accountId,
          category: before.category,
          tags: before.tags,
        };
        if (!current || rules.some((rule) => ruleMatches(rule, subject))) return;
        const suggestion = { match: 'contains' as const, text, category };
        notification.open({
          key: OFFER_KEY,
          title: t('File “{{title}}” as {{category}} from now on?', {
            title: text,
            category: categoryLabel(names, category),
          }),
          description: t('A rule would do it for every new transaction with this title.'),
          duration: 0,
          actions: (
            <Flex gap="small" wrap>
              <Button
                onClick={() => {
                  notification.destroy(OFFER_KEY);
                  onChange(suggestion);
                }}
              >
                {t('Change it first')}
              </Button>
              <Button
                type="primary"
                onClick={() => {
                  notification.destroy(OFFER_KEY);
                  mutate({ text, category });
                }}
              >
                {t('Create rule')}
              </Button>
            </Flex>
          ),
        });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [before, sent, client, notification, onChange, mutate, t, names]);

  return null;
}
