import { use, useEffect, useRef, useState } from 'react';
import FullCalendar, { type EventInput, type LocaleInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar.css';
import {
  addLanguagePart,
  localDay,
  localeAtom,
  useResolvedTheme,
  useSharedAtom,
  type Language,
} from '@moneta/shared';
import { REMINDER_DAY_MAX_EVENTS } from '@moneta/shared/reminders';
import { theme } from '@moneta/shared/ui/dashboard';
import { useRemindersT } from '../../i18n';
import { calendarThemeRule } from './calendarTheme';

/**
 * FullCalendar's own texts and first day of the week for each language (English is built in), loaded with the
 * first calendar shown in that language rather than all of them with the page (the route's JS budget).
 */
const LOCALE_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: LocaleInput }>> = {
  hi: () => import('@fullcalendar/react/locales/hi'),
  es: () => import('@fullcalendar/react/locales/es'),
  fr: () => import('@fullcalendar/react/locales/fr'),
  de: () => import('@fullcalendar/react/locales/de'),
  it: () => import('@fullcalendar/react/locales/it'),
};
const locales = new Map<Exclude<Language, 'en'>, Promise<LocaleInput>>();

/** The language's FullCalendar locale, loaded once; the calendar waits for it (Suspense). */
function localeOf(language: Exclude<Language, 'en'>): Promise<LocaleInput> {
  let locale = locales.get(language);
  if (!locale) {
    locale = LOCALE_LOADERS[language]().then((module) => module.default);
    locales.set(language, locale);
  }
  return locale;
}

// Loaded with the language's words when it is chosen, so the calendar does not wait for it afterwards.
addLanguagePart(async (language) => {
  if (language !== 'en') await localeOf(language);
  return () => undefined;
});

// No interaction plugin: its pointer tracking measured every cell on each press (and weighed 9 KB); a day's click
// is read from the grid's own markup instead (clickedDay).
const PLUGINS = [dayGridPlugin, listPlugin, classicThemePlugin];
const MONTH_VIEW = 'dayGridMonth';
const LIST_VIEW = 'listMonth';
const TOOLBAR = { start: 'title', end: `${MONTH_VIEW},${LIST_VIEW} today prev,next` };
/** On the grid a title ends in an ellipsis at its day's edge; the list has room for all of it. */
const VIEWS = {
  [LIST_VIEW]: { eventTitleClass: 'reminders-list-event-title', eventTimeClass: 'reminders-list-event-time' },
};
const EVENT_TIME = { hour: 'numeric', minute: '2-digit' } as const;
/** Marks the grid and its 'more' popover, which FullCalendar draws in <body>, for the theme's colours. */
const CALENDAR_CLASS = 'reminders-calendar';

/**
 * The day (YYYY-MM-DD) of a click on the month grid's day cell, off its reminders, its number and its 'more' link,
 * which have actions of their own; null for any other click.
 */
export function clickedDay(target: EventTarget | null): string | null {
  if (!(target instanceof Element) || target.closest('[role="button"], [role="link"], a, button'))
    return null;
  return target.closest('[role="cell"][data-date]')?.getAttribute('data-date') ?? null;
}

interface ReminderCalendarProps {
  events: EventInput[];
  /** A day (YYYY-MM-DD) was clicked, or its number activated from the keyboard. */
  onDay: (day: string) => void;
  /** A reminder on the grid was clicked: its event id. */
  onEvent: (id: string) => void;
  /** The grid shows [from, to): on first render and after each move to another month. */
  onWindow: (from: Date, to: Date) => void;
}

/**
 * The month grid: month view, automatic height, reminders as blocks, at most
 * REMINDER_DAY_MAX_EVENTS a day before the 'more' popover. In the user's language, with its first day of the
 * week, and in the antd theme's colours. The same month also reads as a list, which a phone shows first: its
 * day cells are too narrow for a reminder's title.
 */
export function ReminderCalendar({ events, onDay, onEvent, onWindow }: ReminderCalendarProps) {
  const t = useRemindersT();
  const { token } = theme.useToken();
  const colorScheme = useResolvedTheme();
  const { language } = useSharedAtom(localeAtom);
  const locale = language === 'en' ? 'en' : use(localeOf(language));
  const [initialView] = useState(() =>
    window.matchMedia(`(max-width: ${token.screenXSMax}px)`).matches ? LIST_VIEW : MONTH_VIEW,
  );
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = grid.current;
    if (!element) return undefined;
    // The keyboard's way to a day is its number, a link (navLinks below).
    const onClick = (event: MouseEvent) => {
      const day = clickedDay(event.target);
      if (day) onDay(day);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [onDay]);
  return (
    <div className={CALENDAR_CLASS} ref={grid}>
      <style>{calendarThemeRule(`.${CALENDAR_CLASS}`, token)}</style>
      <FullCalendar
        plugins={PLUGINS}
        initialView={initialView}
        monthText={t('Month')}
        listText={t('List')}
        // The view tabs are named by their own words, in every language (FullCalendar's locales add 'view'
        // in English to some).
        viewHint={(buttonText: string) => buttonText}
        viewChangeHint={t('Change view')}
        noEventsText={t('No reminders this month')}
        height="auto"
        eventDisplay="block"
        dayMaxEvents={REMINDER_DAY_MAX_EVENTS}
        headerToolbar={TOOLBAR}
        // The Today button is named by what it says: FullCalendar's hint ('This Month') would not contain it.
        todayHint=""
        eventTimeFormat={EVENT_TIME}
        locale={locale}
        colorScheme={colorScheme}
        popoverClass={CALENDAR_CLASS}
        toolbarTitleClass="reminders-calendar-title"
        eventTitleClass="reminders-calendar-event-title"
        views={VIEWS}
        eventsHint={t('Reminders')}
        // A title cut short on the grid shows whole on hover, as in the list and the details.
        eventDidMount={({ el, event }) => el.setAttribute('title', event.title)}
        events={events}
        datesSet={({ start, end }) => onWindow(start, end)}
        // The day numbers are links that add a reminder, so a keyboard reaches what a click on the day does.
        navLinks
        navLinkHint={(dateText: string) => t('Add a reminder on {{date}}', { date: dateText })}
        navLinkDayClick={(date: Date) => onDay(localDay(date))}
        eventClick={({ event }) => onEvent(event.id)}
      />
    </div>
  );
}
