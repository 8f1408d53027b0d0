import { formatMoney, preferencesAtom, useSharedAtom, type Rule } from '@moneta/shared';
import { Typography } from '@moneta/shared/ui';
import { useMoneyAccounts } from '@moneta/shared/transactions';
import { categoryLabel } from '@moneta/shared/categories';
import { useTransactionsT } from '../../../i18n';
import { useRulesT } from './i18n';
import { MATCH_SUMMARIES } from './labels';

/** A rule in words: "Title contains “tesco” · Expense · 5.00 to 50.00 · Main", then what it does. */
export function RuleSummary({ rule }: { rule: Rule }) {
  const t = useRulesT();
  const names = useTransactionsT();
  const { currency, language } = useSharedAtom(preferencesAtom);
  const accounts = useMoneyAccounts().data?.accounts ?? [];
  const money = (amount: number) => formatMoney(amount, currency, language);

  const when = [t(MATCH_SUMMARIES[rule.match], { text: rule.text })];
  if (rule.type) when.push(names(rule.type));
  if (rule.minAmount !== null && rule.maxAmount !== null)
    when.push(t('{{min}} to {{max}}', { min: money(rule.minAmount), max: money(rule.maxAmount) }));
  else if (rule.minAmount !== null) when.push(t('{{min}} or more', { min: money(rule.minAmount) }));
  else if (rule.maxAmount !== null) when.push(t('up to {{max}}', { max: money(rule.maxAmount) }));
  if (rule.accountIds.length > 0)
    when.push(
      rule.accountIds
        .map((id) => accounts.find((account) => account._id === id)?.name)
        .filter(Boolean)
        .join(', '),
    );

  const then: string[] = [];
  if (rule.category)
    then.push(t('Category: {{category}}', { category: categoryLabel(names, rule.category) }));
  if (rule.addTags.length > 0) then.push(t('Tags: {{tags}}', { tags: rule.addTags.join(', ') }));
  if (rule.rename) then.push(t('Title: “{{title}}”', { title: rule.rename }));

  return (
    <span>
      <Typography.Text strong>{when.filter(Boolean).join(' · ')}</Typography.Text>
      <br />
      <Typography.Text type="secondary">→ {then.join(' · ')}</Typography.Text>
    </span>
  );
}
