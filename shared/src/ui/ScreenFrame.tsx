import type { ReactNode } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { BelowHeading } from '@moneta/shared';

/** The spinner and its text that stand in for a screen's data (or a card's) until it has loaded. */
export function LoadingBlock({ text }: { text: string }) {
  return (
    <Flex vertical align="center" gap="middle" style={{ padding: 48 }} role="status">
      <Spin />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}

interface ScreenHeadingProps {
  /** The screen's heading. */
  title: string;
  /** The line under the heading. */
  description?: ReactNode;
  /** The controls beside the heading; they wrap below it on a narrow screen. */
  actions?: ReactNode;
  /** How the actions line up with the heading: centred, or at its top when they may grow taller than it. */
  actionsAlign?: 'center' | 'flex-start';
}

/** A screen's heading, the line under it and the controls beside it; the server draws it in the first frame too. */
export function ScreenHeading({ title, description, actions, actionsAlign = 'center' }: ScreenHeadingProps) {
  return (
    <Flex justify="space-between" align={actionsAlign} gap="middle" wrap>
      <Flex vertical>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
      </Flex>
      {actions}
    </Flex>
  );
}

interface ScreenFrameProps extends ScreenHeadingProps {
  /** What shows above the content whether or not it has loaded: failures, changes waiting to be sent. */
  notices?: ReactNode;
  /** While true, the loading block, with `loadingText`, stands in for the content. */
  loading?: boolean;
  loadingText?: string;
  children?: ReactNode;
}

/**
 * A dashboard screen: its heading, its actions, then what lies below. The heading and the actions render first;
 * the rest mounts in the render after (BelowHeading), so the heading, the screen's largest text and the paint
 * Lighthouse times, is not held back by a big first commit.
 */
export function ScreenFrame({
  title,
  description,
  actions,
  actionsAlign = 'center',
  notices,
  loading = false,
  loadingText = '',
  children,
}: ScreenFrameProps) {
  return (
    <Flex vertical gap="large">
      <ScreenHeading title={title} description={description} actions={actions} actionsAlign={actionsAlign} />
      <BelowHeading>
        {notices}
        {loading ? <LoadingBlock text={loadingText} /> : children}
      </BelowHeading>
    </Flex>
  );
}
