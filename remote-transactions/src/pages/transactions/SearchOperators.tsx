// The search's help: each operator with an example in the screen's language, and what it finds.
import { Flex, Typography } from '@moneta/shared/ui';
import { useTransactionsT } from '../../i18n';
import { OPERATOR_WORDS, TYPE_WORDS } from './searchWords';

export default function SearchOperators() {
  const t = useTransactionsT();
  const word = (name: keyof typeof OPERATOR_WORDS) => t(OPERATOR_WORDS[name]);
  const examples = [
    [`${word('amount')}:>100`, t('Amounts over 100; also <, >=, <= and ranges such as 50..80')],
    [`${word('date')}:2026-03`, t('A year, a month or a day; also a range such as 2026-01..2026-03')],
    [`${word('after')}:2026-03-01`, t('On or after a day, a month or a year')],
    [`${word('before')}:2026-04`, t('Before a day, a month or a year')],
    [`${word('category')}:"${t('Food')}"`, t('One category')],
    [`${word('tag')}:"Lisbon trip"`, t('One tag, on the transaction or on a part')],
    [`${word('type')}:${t(TYPE_WORDS.Expense)}`, t('Income or expenses')],
    [`${word('account')}:Main`, t('One account, by its name')],
  ] as const;
  return (
    // Within a phone's width: the popover opens from the box's right end, leftwards.
    <Flex vertical gap={8} style={{ maxWidth: 'min(360px, calc(100vw - 80px))' }}>
      <dl style={{ margin: 0 }}>
        {examples.map(([example, meaning]) => (
          <div key={example} style={{ marginBottom: 6 }}>
            <dt>
              <Typography.Text code>{example}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>{meaning}</dd>
          </div>
        ))}
      </dl>
      <Typography.Text type="secondary">
        {t('The English words work in every language. Put text with a colon in quotes.')}
      </Typography.Text>
    </Flex>
  );
}
