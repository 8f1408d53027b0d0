import type { ReactNode } from 'react';
import { Card } from '@moneta/shared/ui';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { Statistic } from '@moneta/shared/ui/display';
import { statusOf, type Answer } from './status';

export interface StatCard {
  key: string;
  title: string;
  /** The figure, formatted; null while it loads or when it could not be loaded. */
  value: string | null;
  /** Below the figure, such as its change. */
  footer?: ReactNode;
}

/**
 * A row of figure cards (two a row on a phone when they pair up); each card is a group named by its title. They
 * load while any answer they read does, as the analytics cards (statusOf): a Retry shows the loading state.
 */
export function StatCards({
  cards,
  answers,
}: {
  cards: readonly StatCard[];
  answers: readonly Answer<unknown>[];
}) {
  const loading = answers.some((answer) => statusOf(answer, () => false) === 'loading');
  const phoneSpan = cards.length % 2 === 0 ? 12 : 24;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={phoneSpan} sm={12} lg={24 / cards.length}>
          <Card size="small" role="group" aria-label={card.title} style={{ height: '100%' }}>
            {/* The value is formatted already; Statistic would read a money text as a plain string anyway. */}
            <Statistic
              title={card.title}
              value={card.value ?? '–'}
              loading={loading}
              styles={{ content: { fontSize: 20 } }}
            />
            {!loading && card.footer ? <div style={{ marginTop: 4 }}>{card.footer}</div> : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
