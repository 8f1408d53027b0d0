import { lazy } from 'react';

// The add/edit, details and delete modals load with their first opening: their form, select and descriptions
// come from the form, controls and display facades, which the calendar's first paint does not need (the route's
// JS budget). They are prefetched once the page has loaded, so they open offline too.
const loadForm = () =>
  import(/* webpackChunkName: "reminder-form", webpackPrefetch: true */ './ReminderFormModal');
const loadDetails = () =>
  import(/* webpackChunkName: "reminder-details", webpackPrefetch: true */ './ReminderDetailsModal');
const loadDelete = () =>
  import(/* webpackChunkName: "reminder-delete", webpackPrefetch: true */ './DeleteReminderModal');

export const ReminderFormModal = lazy(() => loadForm().then((m) => ({ default: m.ReminderFormModal })));
export const ReminderDetailsModal = lazy(() =>
  loadDetails().then((m) => ({ default: m.ReminderDetailsModal })),
);
export const DeleteReminderModal = lazy(() => loadDelete().then((m) => ({ default: m.DeleteReminderModal })));

/** Starts loading them once the person reaches for the calendar, so the click that opens one finds it loaded. */
export function preloadReminderModals() {
  void loadForm();
  void loadDetails();
  void loadDelete();
}
