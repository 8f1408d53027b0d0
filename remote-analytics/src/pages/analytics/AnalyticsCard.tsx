import { useId, type CSSProperties, type ReactNode } from 'react';
import { useDeferredReady } from '@moneta/shared';
import { Card, Flex, Skeleton, Typography } from '@moneta/shared/ui';
import { Empty } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../i18n';
import { statusOf, type Answer, type CardStatus } from './status';

interface StatusBodyProps {
  status: Exclude<CardStatus, 'ready'>;
  /** What the card says when there is nothing to show; under emptyTitle when there is one. */
  emptyText?: string;
  emptyTitle?: string;
  /** Under the empty state's words: what to do about it. */
  emptyAction?: ReactNode;
  /** The height of the figures to come (a chart's): the states keep it, so the page does not jump. */
  minHeight?: number;
  /** Lines of the loading skeleton. */
  loadingRows?: number;
  /** A small card's states: the empty one in words only. */
  small?: boolean;
}

/**
 * A card's figures while they are not there: loading (a status named for screen readers), failed (the tab's
 * banner says why and offers Retry) or empty.
 */
export function StatusBody({
  status,
  emptyText,
  emptyTitle,
  emptyAction,
  minHeight,
  loadingRows = 2,
  small = false,
}: StatusBodyProps) {
  const t = useAnalyticsT();
  if (status === 'loading') {
    return (
      <div role="status" aria-label={t('Loading...')} style={minHeight ? { minHeight } : undefined}>
        <Skeleton active title={false} paragraph={{ rows: loadingRows }} />
      </div>
    );
  }
  let body: ReactNode;
  if (status === 'failed') {
    body = <Typography.Text type="secondary">{t('These figures could not be loaded.')}</Typography.Text>;
  } else if (small) {
    body = <Typography.Text type="secondary">{emptyText}</Typography.Text>;
  } else {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          emptyTitle ? (
            <Flex vertical gap={4} align="center">
              <Typography.Text strong>{emptyTitle}</Typography.Text>
              <Typography.Text type="secondary">{emptyText}</Typography.Text>
            </Flex>
          ) : (
            emptyText
          )
        }
      >
        {emptyAction}
      </Empty>
    );
  }
  // Beside a chart, the words sit in the middle of half its height.
  return minHeight ? (
    <Flex align="center" justify="center" style={{ minHeight: minHeight / 2 }}>
      {body}
    </Flex>
  ) : (
    body
  );
}

interface AnalyticsCardProps<T> extends Omit<StatusBodyProps, 'status'> {
  /** The card's visible title, which names its region. */
  title: string;
  /**
   * The title's heading level: 3 for a card of a tab, 4 for a card of a titled panel; false for a plain title,
   * a card outside the page's outline of headings.
   */
  heading?: 3 | 4 | false;
  /** Beside the title: a link further. */
  extra?: ReactNode;
  answer: Answer<T>;
  isEmpty: (data: T) => boolean;
  /** Above the figures whatever their state: what they cover. */
  caption?: ReactNode;
  bodyStyle?: CSSProperties;
  /** The figures, once they came. */
  children: (data: T) => ReactNode;
}

/**
 * A card of the analytics screen: a region named by its visible title, with its figures' loading, failed and
 * empty states (statusOf). The figures mount in a render that yields (useDeferredReady); until then the
 * loading state stays.
 */
export function AnalyticsCard<T>({
  title,
  heading = 3,
  extra,
  answer,
  isEmpty,
  caption,
  bodyStyle,
  small,
  children,
  ...states
}: AnalyticsCardProps<T>) {
  const titleId = useId();
  const answered = statusOf(answer, isEmpty);
  const status = useDeferredReady(answered !== 'loading') ? answered : 'loading';
  const data = answer.data;
  let body: ReactNode;
  if (status !== 'ready') body = <StatusBody status={status} small={small} {...states} />;
  else if (data !== undefined) body = children(data);
  const named =
    heading === false
      ? { title, 'aria-label': title }
      : {
          title: (
            <Typography.Title level={heading} id={titleId} style={{ margin: 0, fontSize: 16 }}>
              {title}
            </Typography.Title>
          ),
          'aria-labelledby': titleId,
        };
  return (
    <Card
      role="region"
      {...named}
      size={small ? 'small' : undefined}
      extra={extra}
      style={small ? undefined : { height: '100%' }}
      styles={bodyStyle ? { body: bodyStyle } : undefined}
    >
      {caption ? (
        <Flex vertical gap={4}>
          {caption}
          {body}
        </Flex>
      ) : (
        body
      )}
    </Card>
  );
}
