import { useId, type ReactNode } from 'react';
import { useDeferredReady } from '@moneta/shared';
import { Card, Skeleton, Typography } from '@moneta/shared/ui';
import { Empty } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../../i18n';
import type { Answer } from '../sections';
import { statusOf } from '../status';

interface InsightCardProps<T> {
  title: string;
  answer: Answer<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  /** The figures, once they came. */
  children: (data: T) => ReactNode;
}

/** One card of the Insights panel: a region named by its title, with its loading, failed and empty states. */
export function InsightCard<T>({ title, answer, isEmpty, emptyText, children }: InsightCardProps<T>) {
  const t = useAnalyticsT();
  const titleId = useId();
  const answered = statusOf(answer, isEmpty);
  // The figures mount in a render that yields (useDeferredReady); until then the loading state stays.
  const status = useDeferredReady(answered !== 'loading') ? answered : 'loading';
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div role="status" aria-label={t('Loading...')}>
        <Skeleton active title={false} />
      </div>
    );
  } else if (status === 'failed') {
    body = <Typography.Text type="secondary">{t('These figures could not be loaded.')}</Typography.Text>;
  } else if (status === 'empty' || answer.data === undefined) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  } else {
    body = children(answer.data);
  }
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      style={{ height: '100%' }}
      title={
        <Typography.Title level={4} id={titleId} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
    >
      {body}
    </Card>
  );
}
