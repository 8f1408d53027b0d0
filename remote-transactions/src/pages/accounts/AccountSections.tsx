import type { MoneyAccount, MoneyAccountList } from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { AccountCard, type AccountAction } from './AccountCard';
import { useAccountsT } from './i18n';
import { NetWorth } from './NetWorth';

interface AccountSectionsProps {
  list: MoneyAccountList;
  /** The account being reopened. */
  reopeningId: string | null;
  onAction: (action: AccountAction, account: MoneyAccount) => void;
}

/** The net worth, then the open accounts and the closed ones, each group in the order the API gives. */
export function AccountSections({ list, reopeningId, onAction }: AccountSectionsProps) {
  const t = useAccountsT();
  const groups = [
    { title: t('Open accounts'), accounts: list.accounts.filter(({ closed }) => !closed) },
    { title: t('Closed accounts'), accounts: list.accounts.filter(({ closed }) => closed) },
  ];
  return (
    <>
      <NetWorth amount={list.netWorth} />
      {groups.map(({ title, accounts }) =>
        accounts.length === 0 ? null : (
          <Flex key={title} vertical gap="middle" component="section" aria-label={title}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {/* One card a row on a phone, two from a tablet, three on a wide screen. */}
            <Row gutter={[16, 16]}>
              {accounts.map((account) => (
                <Col key={account._id} xs={24} md={12} xl={8}>
                  <AccountCard account={account} busy={reopeningId === account._id} onAction={onAction} />
                </Col>
              ))}
            </Row>
          </Flex>
        ),
      )}
    </>
  );
}
