import type { ReactNode } from 'react';
import { useT } from '@moneta/shared';
import { Alert, Button, Card, Flex, Typography } from '@moneta/shared/ui';

/** What changed elsewhere, as the choice's heading names it. */
const HEADINGS = {
  transaction: 'This transaction was changed elsewhere',
  reminder: 'This reminder was changed elsewhere',
  goal: 'This goal was changed elsewhere',
  budget: 'This budget was changed elsewhere',
} as const;

export interface VersionChoiceProps {
  record: keyof typeof HEADINGS;
  /** The version saved elsewhere, as the server answered it. */
  theirs: ReactNode;
  /** The person's change, not saved. */
  mine: ReactNode;
  onKeepTheirs: () => void;
  onKeepMine: () => void;
  /** Keeping the person's change is under way. */
  keeping?: boolean;
}

/**
 * An edit refused because its record changed elsewhere since it was made: both versions side by side, and the
 * choice of the one to keep. Nothing is overwritten until the person chooses.
 */
export function VersionChoice({
  record,
  theirs,
  mine,
  onKeepTheirs,
  onKeepMine,
  keeping,
}: VersionChoiceProps) {
  const t = useT();
  const heading = t(HEADINGS[record]);
  return (
    <Flex vertical role="group" aria-label={heading}>
      <Alert
        type="warning"
        showIcon
        title={heading}
        description={
          <Flex vertical gap="small">
            <Typography.Text>{t('Your change was not saved. Choose the version to keep.')}</Typography.Text>
            <Flex gap="small" wrap>
              {[
                [t('Saved elsewhere'), theirs],
                [t('Your change'), mine],
              ].map(([title, version], index) => (
                <Card
                  key={index}
                  size="small"
                  title={title}
                  role="group"
                  aria-label={title as string}
                  style={{ flex: '1 1 200px', minWidth: 0 }}
                >
                  {version}
                </Card>
              ))}
            </Flex>
            <Flex gap="small" wrap justify="end">
              <Button onClick={onKeepTheirs} disabled={keeping}>
                {t('Keep saved version')}
              </Button>
              <Button type="primary" onClick={onKeepMine} loading={keeping}>
                {t('Keep my change')}
              </Button>
            </Flex>
          </Flex>
        }
      />
    </Flex>
  );
}
