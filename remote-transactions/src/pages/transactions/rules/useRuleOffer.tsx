import {
  SPLIT,
  type EditableTransaction,
  type Rule,
  type TransactionCategory,
  type TransactionInput,
} from '@moneta/shared';
import { useQueryClient } from '@moneta/shared/query';
import { Button, Flex } from '@moneta/shared/ui';
import { App } from '@moneta/shared/ui/dashboard';
import { ruleMatches, rulesApi, rulesKeys, useRuleChange } from '@moneta/shared/transactions';
import { useTransactionsT } from '../../../i18n';
import { useRulesT } from './i18n';

const OFFER_KEY = 'rule-offer';

/**
 * Learning from a recategorisation: when the person moves a transaction that no rule files to another category,
 * Moneta offers a rule made of its title and the new category. One click makes it; nothing is made without it.
 * `onChange` opens the rule's form with the suggestion instead.
 */
export function useRuleOffer(onChange: (suggestion: Partial<Rule>) => void) {
  const t = useRulesT();
  const names = useTransactionsT();
  const client = useQueryClient();
  const { notification, message } = App.useApp();
  const create = useRuleChange({
    mutationFn: (suggestion: Partial<Rule> & { text: string }) =>
      rulesApi.create({ match: 'contains', text: suggestion.text, category: suggestion.category ?? null }),
    onSuccess: () => void message.success(t('Rule created')),
    onError: () => void message.error(t('Failed to save rule')),
  });

  return async (before: EditableTransaction, sent: TransactionInput) => {
    const category = sent.category as TransactionCategory | typeof SPLIT;
    const text = before.description.trim();
    if (category === before.category || category === SPLIT || before.category === SPLIT || !text) return;
    const { rules } = await client.fetchQuery({ queryKey: rulesKeys.list(), queryFn: () => rulesApi.list() });
    const subject = {
      description: before.description,
      amount: Math.abs(before.amount),
      type: before.type,
      accountId: before.accountId,
      category: before.category,
      tags: before.tags,
    };
    if (rules.some((rule) => ruleMatches(rule, subject))) return;
    const suggestion = { match: 'contains' as const, text, category };
    notification.open({
      key: OFFER_KEY,
      title: t('File “{{title}}” as {{category}} from now on?', { title: text, category: names(category) }),
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
              create.mutate(suggestion);
            }}
          >
            {t('Create rule')}
          </Button>
        </Flex>
      ),
    });
  };
}
