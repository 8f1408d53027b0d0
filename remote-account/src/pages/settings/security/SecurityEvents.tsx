import { useId, useState } from 'react';
import type { Language, SecurityEvent } from '@moneta/shared';
import { Button, Flex, Typography } from '@moneta/shared/ui';
import { formatDateTime } from '../../../format';
import { useAccountT } from '../../../i18n';
import { EVENT_LABELS } from './labels';

/** The newest events shown at first; the rest, up to what the server sends, on request. */
const FIRST_SHOWN = 5;

/** What happened to the account's sign-in, newest first: what, when, from which device. */
export function SecurityEvents({ events, language }: { events: SecurityEvent[]; language: Language }) {
  const t = useAccountT();
  const headingId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? events : events.slice(0, FIRST_SHOWN);

  return (
    <Flex component="section" vertical gap="small" align="flex-start" aria-labelledby={headingId}>
      <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 15 }}>
        {t('Security events')}
      </Typography.Title>
      {events.length === 0 ? (
        <Typography.Text type="secondary">{t('No security events yet.')}</Typography.Text>
      ) : (
        <Flex
          component="ul"
          id={listId}
          vertical
          gap="small"
          style={{ listStyle: 'none', margin: 0, padding: 0, alignSelf: 'stretch' }}
        >
          {shown.map((event) => (
            <Flex component="li" key={event.id} vertical>
              <Typography.Text>{t(EVENT_LABELS[event.kind])}</Typography.Text>
              <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
                {' · '}
                {event.device}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
      {events.length > FIRST_SHOWN && (
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? t('Show fewer events') : t('Show all events')}
        </Button>
      )}
    </Flex>
  );
}
