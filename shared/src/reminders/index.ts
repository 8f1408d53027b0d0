// The reminders screen's contract and domain (shared/src/domains/reminders). A facade of its own, like the
// transaction editor, so that only the screen that shows reminders loads them: in the main entry they would
// weigh on every page.
export * from '../contract/reminders';
export * from '../domains/reminders';
