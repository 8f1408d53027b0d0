import type { ReactNode } from 'react';
import { BelowHeading } from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';

/** The page frame both account pages share: the title, then the page's cards, mounted once the title is. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap="large">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <BelowHeading>{children}</BelowHeading>
    </Flex>
  );
}
