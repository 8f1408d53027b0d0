import { Card, Typography } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { Statistic } from '@moneta/shared/ui/display';
import { useAccountsT } from './i18n';
import { Money } from './Money';

/** The sum of every account's balance, closed ones included, as the API totals it. */
export function NetWorth({ amount }: { amount: number }) {
  const t = useAccountsT();
  return (
    <Row>
      <Col xs={24} md={12} xl={8}>
        <Card size="small" role="group" aria-label={t('Net worth')}>
          <Statistic
            title={t('Net worth')}
            value={amount}
            valueRender={() => <Money amount={amount} />}
            styles={{ content: { fontSize: 24 } }}
          />
          <Typography.Text type="secondary">
            {t('All your accounts together, closed ones included')}
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
