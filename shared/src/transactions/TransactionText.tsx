import type { ReactNode } from 'react';
import { categoryLabel, localeAtom, SPLIT, TRANSFER, useSharedAtom, type Transaction } from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';
import { Tag } from '@moneta/shared/ui/dashboard';
import { formatSignedAmount, formatTransactionDate } from './format';
import { useEditorT } from './i18n';

/**
 * A transaction's amount as the screens list it: '+' for income, '-' for expense, in
 * the user's currency and language, coloured by the amount's sign. A transfer's row is neither earned nor
 * spent: it keeps the text's own colour, which reads at AA contrast in the light and the dark theme.
 */
export function TransactionAmount({ transaction }: { transaction: Pick<Transaction, 'amount' | 'type'> }) {
  const { currency, language } = useSharedAtom(localeAtom);
  const tone = transaction.amount < 0 ? 'danger' : 'success';
  return (
    <Typography.Text
      strong
      type={transaction.type === TRANSFER ? undefined : tone}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatSignedAmount(transaction.amount, transaction.type, currency, language)}
    </Typography.Text>
  );
}

/** Writes a transaction's date in the user's language, or 'No date' / 'Invalid date', translated. */
export function useDateText(): (value: string | null | undefined) => string {
  const t = useEditorT();
  const { language } = useSharedAtom(localeAtom);
  return (value) => {
    const label = formatTransactionDate(value, language);
    return label.ok ? label.text : t(label.message);
  };
}

/**
 * Writes a transaction's category: a default's name translated, one of the person's own as they wrote it; a
 * split's names its parts' ("Split: Food, Shopping").
 */
export function useCategoryText(): (transaction: Pick<Transaction, 'category' | 'splits'>) => string {
  const t = useEditorT();
  return ({ category, splits }) => {
    if (category === SPLIT)
      return `${t(SPLIT)}: ${splits.map((part) => categoryLabel(t, part.category)).join(', ')}`;
    return category === TRANSFER ? t(TRANSFER) : categoryLabel(t, category);
  };
}

/** A transaction's tags and its parts', each once, as small labels; nothing when it has none. */
export function TransactionTags({ transaction }: { transaction: Pick<Transaction, 'tags' | 'splits'> }) {
  const t = useEditorT();
  const tags = [...new Set([...transaction.tags, ...transaction.splits.flatMap((part) => part.tags)])];
  if (tags.length === 0) return null;
  return (
    <Flex
      component="ul"
      wrap
      gap={4}
      aria-label={t('Tags')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Tag variant="filled" style={{ marginInlineEnd: 0 }}>
            {tag}
          </Tag>
        </li>
      ))}
    </Flex>
  );
}

/**
 * A transaction in one cell, as a phone lists it: its title, then its date, category and `account` (when the
 * person has several), then `children`.
 */
export function TransactionSummary({
  transaction,
  account,
  children,
}: {
  transaction: Pick<Transaction, 'description' | 'date' | 'category' | 'splits' | 'tags'>;
  account?: string | undefined;
  children?: ReactNode;
}) {
  const dateText = useDateText();
  const categoryText = useCategoryText();
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{transaction.description}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[dateText(transaction.date), categoryText(transaction), account].filter(Boolean).join(' · ')}
      </Typography.Text>
      <TransactionTags transaction={transaction} />
      {children}
    </Flex>
  );
}
