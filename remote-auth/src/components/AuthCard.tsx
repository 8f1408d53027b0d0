import type { ReactNode } from 'react';
import { BelowHeading } from '@moneta/shared';
import { Card, Flex, Typography } from '@moneta/shared/ui';
import { useAuthT } from '../i18n';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-out screens' frame: one centred card with the product name and the screen's title. The title paints
 * first and the form mounts in the render after (BelowHeading); the footer starts below the fold, so the
 * card's growing moves nothing on screen.
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const t = useAuthT();
  // align="flex-start": the card keeps its content's height rather than stretching down to the footer.
  return (
    <Flex justify="center" align="flex-start" style={{ padding: '40px 16px 56px' }}>
      <Card style={{ width: '100%', maxWidth: 440 }} styles={{ body: { padding: 'clamp(20px, 6vw, 32px)' } }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24, textAlign: 'center' }}>
          <Typography.Text type="secondary" strong style={{ letterSpacing: 2, textTransform: 'uppercase' }}>
            {t('Moneta')}
          </Typography.Text>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
        </Flex>
        <BelowHeading>{children}</BelowHeading>
      </Card>
    </Flex>
  );
}
