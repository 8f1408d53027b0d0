import { lazy } from 'react';

// The add/edit and details modals load with their first opening: their form, select and descriptions come from
// the form, controls and display facades, which the calendar's first paint does not need (the route's JS
// budget, issue 15).
const loadForm = () =>
  import(/* webpackChunkName: "reminder-form", webpackPrefetch: true */ './ReminderFormModal');
const loadDetails = () =>
  import(/* webpackChunkName: "reminder-details", webpackPrefetch: true */ './ReminderDetailsModal');

export const ReminderFormModal = lazy(() => loadForm().then((m) => ({ default: m.ReminderFormModal })));
export const ReminderDetailsModal = lazy(() =>
  loadDetails().then((m) => ({ default: m.ReminderDetailsModal })),
);

/** Starts loading both once the person reaches for the calendar, so the click that opens one finds it loaded. */
export function preloadReminderModals() {
  void loadForm();
  void loadDetails();
}
