import { Suspense } from 'react';
import { useBelowHeadingShown, useDeferredReady } from '@moneta/shared';
import { PendingChanges } from '@moneta/shared/outbox';
import { useCalendarLinkStatus } from '@moneta/shared/reminders';
import { Alert, Card, ErrorAlert, Skeleton } from '@moneta/shared/ui';
import { Col, Grid, Row, ScreenFrame, Spin } from '@moneta/shared/ui/dashboard';
import { useRemindersT } from '../../i18n';
import { CalendarFeed } from './CalendarFeed';
import { CalendarLink } from './CalendarLink';
import { ReminderCalendar } from './ReminderCalendar';
import { ReminderDialogs } from './ReminderDialogs';
import { ReminderEmails } from './ReminderEmails';
import { preloadReminderModals } from './reminderModals';
import { useRemindersPageState } from './useRemindersPageState';

/** /dashboard/reminders. */
export default function RemindersPage() {
  const t = useRemindersT();
  const screens = Grid.useBreakpoint();
  const { list, callback, error, ...page } = useRemindersPageState();
  // The header's calendar control takes its size from the link's state (a note when the server has no service
  // set up), so it shows with what lies below the heading once that is known: nothing painted moves afterwards.
  // Offline, the paused request does not hold it. The heading paints first; the rest (the calendar above all)
  // mounts in a render that yields.
  const linkKnown = useDeferredReady(!useCalendarLinkStatus().isLoading);
  const shown = useBelowHeadingShown() && linkKnown;

  return (
    <ScreenFrame
      title={t('Reminders')}
      description={t('Click a date to add a reminder, click on an event to edit/delete')}
      actions={shown ? <CalendarLink onStart={error.clear} onError={error.fail} /> : null}
      actionsAlign="flex-start"
      loading={!shown}
      loadingText={t('Loading reminders...')}
    >
      {callback.noticeShown ? (
        <Alert
          type="success"
          showIcon
          title={t('Google Calendar connected successfully!')}
          closable={{ onClose: callback.dismissNotice, 'aria-label': t('Dismiss') }}
        />
      ) : null}
      <ErrorAlert message={error.message} onClose={error.clear} />
      <PendingChanges domain="reminders" onEdit={page.correct} />

      {/* Busy while the reminders load or a change is saved: the spinner then covers the calendar, clicks and
          all, a moment after it starts (its delay). */}
      <Card
        aria-busy={list.loading}
        styles={{ body: { padding: screens.sm ? 24 : 12 } }}
        onPointerEnter={preloadReminderModals}
        onFocus={preloadReminderModals}
      >
        <Spin spinning={list.loading} delay={200} description={t('Loading reminders...')}>
          {/* A language other than English first loads the calendar's own texts for it. */}
          <Suspense fallback={<Skeleton active />}>
            <ReminderCalendar
              events={page.events}
              onDay={page.addOn}
              onEvent={page.showDetails}
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

      <ReminderDialogs
        editor={page.editor}
        details={page.details}
        deleting={page.deleting}
        onStart={error.clear}
      />
    </ScreenFrame>
  );
}
