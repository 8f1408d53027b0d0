import type { ReactNode } from 'react';
import { formatMoney, localeAtom, useSharedAtom, type MoneyAccount } from '@moneta/shared';
import { Button, Card, Flex, Typography } from '@moneta/shared/ui';
import { EditOutlined, LockOutlined, Tag } from '@moneta/shared/ui/dashboard';
import { useDateText } from '@moneta/shared/transactions';
import { useAccountsT } from './i18n';
import { Money } from './Money';

/** What an account's card asks the page to do. */
export type AccountAction = 'edit' | 'reconcile' | 'close' | 'reopen';

interface AccountCardProps {
  account: MoneyAccount;
  /** A reopening of this account is under way. */
  busy: boolean;
  onAction: (action: AccountAction, account: MoneyAccount) => void;
}

/** A label and its figure, one line of the card's list of balances. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" gap="small" wrap>
      <dt>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </Flex>
  );
}

/** One account: its name and kind, its balances, how many transactions it holds, and what can be done to it. */
export function AccountCard({ account, busy, onAction }: AccountCardProps) {
  const t = useAccountsT();
  const { currency, language } = useSharedAtom(localeAtom);
  const dateText = useDateText();
  return (
    <Card size="small" role="article" aria-label={account.name} style={{ height: '100%' }}>
      <Flex vertical gap="small">
        {/* The whole name, on as many lines as it takes: a name cut short may not tell two accounts apart. */}
        <Flex justify="space-between" align="start" gap="small">
          <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {account.name}
          </Typography.Title>
          <Tag style={{ marginInlineEnd: 0 }}>{t(account.kind)}</Tag>
        </Flex>
        <Flex vertical gap={4} component="dl" style={{ margin: 0 }}>
          <Figure label={t('Balance')}>
            <Money amount={account.balance} strong />
          </Figure>
          <Figure label={t('Cleared balance')}>
            <Money amount={account.clearedBalance} />
          </Figure>
          <Figure label={t('Uncleared balance')}>
            <Money amount={account.unclearedBalance} />
          </Figure>
        </Flex>
        <Typography.Text type="secondary">
          {t('{{count, number}} transactions', { count: account.transactionCount })}
        </Typography.Text>
        {account.reconciledDate !== null && account.reconciledBalance !== null ? (
          <Typography.Text type="secondary">
            {t('Reconciled to {{date}}: {{balance}}', {
              date: dateText(account.reconciledDate),
              balance: formatMoney(account.reconciledBalance, currency, language),
            })}
          </Typography.Text>
        ) : null}
        <Flex justify="end" gap="small" wrap>
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => onAction('edit', account)}>
            {t('Edit')}
          </Button>
          {account.closed ? (
            <Button size="small" loading={busy} onClick={() => onAction('reopen', account)}>
              {t('Reopen')}
            </Button>
          ) : (
            <>
              <Button
                size="small"
                icon={<LockOutlined aria-hidden />}
                onClick={() => onAction('reconcile', account)}
              >
                {t('Reconcile')}
              </Button>
              <Button size="small" danger onClick={() => onAction('close', account)}>
                {t('Close account')}
              </Button>
            </>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
