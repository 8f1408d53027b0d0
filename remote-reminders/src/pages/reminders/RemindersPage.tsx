import { Suspense, useEffect, useMemo, useState } from 'react';
import { useBelowHeadingShown, useDeferredReady, type OutboxEntry } from '@moneta/shared';
import { PendingChanges, QUEUED_MESSAGE } from '@moneta/shared/query';
import { CALENDAR_CONNECTED_PARAM } from '@moneta/shared/reminders';
import { useSearchParams } from '@moneta/shared/router';
import { Alert, Card, ErrorAlert, Flex, MESSAGES, Skeleton, Typography } from '@moneta/shared/ui';
import { App, Col, Grid, Row, Spin } from '@moneta/shared/ui/dashboard';
import { useRemindersT } from '../../i18n';
import { CalendarFeed } from './CalendarFeed';
import { CalendarLink, useCalendarLinkStatus } from './CalendarLink';
import { useLastError } from './lastError';
import type { Occurrence } from './occurrences';
import { ReminderCalendar } from './ReminderCalendar';
import { ReminderEmails } from './ReminderEmails';
import type { SaveOutcome } from './ReminderFormModal';
import {
  DeleteReminderModal,
  ReminderDetailsModal,
  ReminderFormModal,
  preloadReminderModals,
} from './reminderModals';
import { localDay } from './time';
import { useReminders } from './useReminders';

/** A dialog: open, or closing (kept until its closing animation ends, so its text does not vanish). */
interface Dialog<T> {
  open: boolean;
  of: T;
}

interface EditorTarget {
  day: string;
  reminder: Occurrence['reminder'] | null;
  /** A refused offline create being corrected. */
  draft?: OutboxEntry;
}

const close = <T,>(dialog: Dialog<T> | null) => dialog && { ...dialog, open: false };
/** After its closing animation; a dialog opened again meanwhile stays. */
const gone = <T,>(dialog: Dialog<T> | null) => (dialog?.open ? dialog : null);

/** An occurrence's event id on the grid: the reminder's id and which of its repeats it is. */
const eventId = ({ reminder, index }: Occurrence) => `${reminder._id}#${index}`;

/** /dashboard/reminders. */
export default function RemindersPage() {
  const t = useRemindersT();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const list = useReminders();
  const linkStatus = useCalendarLinkStatus();

  // The calendar service's callback comes back here with the outcome. It is said once: the
  // parameter leaves the address, so a reload does not say it again.
  const [searchParams, setSearchParams] = useSearchParams();
  const [connected] = useState(() => searchParams.get(CALENDAR_CONNECTED_PARAM));
  const [connectedNotice, setConnectedNotice] = useState(connected === 'true');
  useEffect(() => {
    if (!searchParams.has(CALENDAR_CONNECTED_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(CALENDAR_CONNECTED_PARAM);
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  const error = useLastError(
    list.result.error,
    connected === 'false' ? 'Failed to connect Google Calendar.' : null,
  );
  const [editor, setEditor] = useState<Dialog<EditorTarget> | null>(null);
  const [details, setDetails] = useState<Dialog<Occurrence> | null>(null);
  const [deleting, setDeleting] = useState<Dialog<Occurrence> | null>(null);

  const events = useMemo(
    () =>
      list.occurrences.map((occurrence) => ({
        id: eventId(occurrence),
        title: occurrence.reminder.title,
        start: occurrence.start,
      })),
    [list.occurrences],
  );

  const addOn = (day: string) => {
    // "Today" is the browser's: a day before it cannot take a new reminder.
    if (day < localDay(new Date())) error.fail(MESSAGES.reminderPastDate);
    else setEditor({ open: true, of: { day, reminder: null } });
  };
  const showDetails = (id: string) => {
    const occurrence = list.occurrences.find((shown) => eventId(shown) === id);
    if (occurrence) setDetails({ open: true, of: occurrence });
  };
  const edit = ({ reminder }: Occurrence) => {
    setDetails(close);
    setEditor({ open: true, of: { day: localDay(new Date(reminder.date)), reminder } });
  };
  const saved = (outcome: SaveOutcome) => {
    setEditor(close);
    if (outcome === 'queued') void message.info(t(QUEUED_MESSAGE));
    else void message.success(t(outcome === 'created' ? MESSAGES.reminderCreated : MESSAGES.reminderUpdated));
  };
  const deleted = (queued: boolean) => {
    setDeleting(close);
    setDetails(close);
    if (queued) void message.info(t(QUEUED_MESSAGE));
    else void message.success(t(MESSAGES.reminderDeleted));
  };
  // A refused new reminder reopens the form on its day, with what was typed.
  const correct = (draft: OutboxEntry) => {
    if (draft.write.domain !== 'reminders' || draft.write.action !== 'create') return;
    setEditor({ open: true, of: { day: localDay(new Date(draft.write.body.date)), reminder: null, draft } });
  };

  // The header's calendar control takes its size from the link's state (a note when the server has no service
  // set up), so it shows with what lies below the heading once that is known: nothing painted moves afterwards.
  // Offline, the paused request does not hold it. The heading paints first; the rest (the calendar above all)
  // mounts in a render that yields.
  const linkKnown = useDeferredReady(!linkStatus.isLoading);
  const shown = useBelowHeadingShown() && linkKnown;
  const header = (
    <Flex justify="space-between" align="flex-start" gap="middle" wrap>
      <Flex vertical>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('Reminders')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('Click a date to add a reminder, click on an event to edit/delete')}
        </Typography.Text>
      </Flex>
      {shown ? <CalendarLink onStart={error.clear} onError={error.fail} /> : null}
    </Flex>
  );
  if (!shown) {
    return (
      <Flex vertical gap="large">
        {header}
        <Spin spinning description={t('Loading reminders...')}>
          <div style={{ minHeight: 320 }} />
        </Spin>
      </Flex>
    );
  }

  return (
    <Flex vertical gap="large">
      {header}

      {connectedNotice ? (
        <Alert
          type="success"
          showIcon
          title={t('Google Calendar connected successfully!')}
          closable={{ onClose: () => setConnectedNotice(false), 'aria-label': t('Dismiss') }}
        />
      ) : null}
      <ErrorAlert message={error.message} onClose={error.clear} />
      <PendingChanges domain="reminders" onEdit={correct} />

      <Card
        styles={{ body: { padding: screens.sm ? 24 : 12 } }}
        onPointerEnter={preloadReminderModals}
        onFocus={preloadReminderModals}
      >
        <Spin spinning={list.loading} delay={200} description={t('Loading reminders...')}>
          {/* A language other than English first loads the calendar's own texts for it. */}
          <Suspense fallback={<Skeleton active />}>
            <ReminderCalendar
              events={events}
              onDay={addOn}
              onEvent={showDetails}
              onWindow={list.showWindow}
            />
          </Suspense>
        </Spin>
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <ReminderEmails onStart={error.clear} onError={error.fail} />
        </Col>
        <Col xs={24} md={12}>
          <CalendarFeed onStart={error.clear} onError={error.fail} />
        </Col>
      </Row>

      <Suspense fallback={null}>
        {editor ? (
          <ReminderFormModal
            open={editor.open}
            day={editor.of.day}
            reminder={editor.of.reminder}
            draft={editor.of.draft}
            onStart={error.clear}
            onCancel={() => setEditor(close)}
            afterClose={() => setEditor(gone)}
            onSaved={saved}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {details ? (
          <ReminderDetailsModal
            open={details.open}
            occurrence={details.of}
            onClose={() => setDetails(close)}
            afterClose={() => setDetails(gone)}
            onEdit={() => edit(details.of)}
            onDelete={() => setDeleting({ open: true, of: details.of })}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {deleting ? (
          <DeleteReminderModal
            open={deleting.open}
            occurrence={deleting.of}
            onStart={error.clear}
            onCancel={() => setDeleting(close)}
            afterClose={() => setDeleting(gone)}
            onDeleted={deleted}
          />
        ) : null}
      </Suspense>
    </Flex>
  );
}
