// The Reminders screen: the month grid, the Add/Edit, Details and
// Confirm Delete modals, and the calendar link.
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './antdControls';
import { textName } from './names';

export interface ReminderFields {
  title?: string;
  hour?: string;
  minute?: string;
  meridiem?: 'AM' | 'PM';
  repeat?: 'Does not repeat' | 'Weekly' | 'Monthly' | 'Yearly';
}

/** YYYY-MM-DD of a date in the browser's (and this process's) time zone, as the grid's cells name days. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date `days` from today, at `hour`:`minute` local time. */
export function daysFromToday(days: number, hour = 9, minute = 0): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, minute, 0, 0);
  return date;
}

/** How the grid's title names a month in English: 'November 2026'. */
const monthTitle = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

export class RemindersPage {
  readonly content: Locator;
  readonly grid: Locator;
  readonly connectButton: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').last();
    this.grid = this.content.getByRole('table');
    this.connectButton = this.content.getByRole('button', { name: textName('Connect Google Calendar') });
  }

  async open(path = '/dashboard/reminders'): Promise<void> {
    await this.page.goto(path);
    await expect(this.content.getByRole('heading', { name: 'Reminders', exact: true })).toBeVisible();
    await expect(this.grid).toBeVisible();
    await this.loaded();
  }

  /**
   * Waits for the reminders of the month on show: until they have come, the calendar is busy, and once its
   * spinner shows (a moment after) it takes no clicks.
   */
  async loaded(): Promise<void> {
    await expect(this.content.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(this.content.getByText('Loading reminders...')).toBeHidden();
  }

  /** Moves the grid to the month of `date`, at most a month either way. */
  async showMonthOf(date: Date): Promise<void> {
    const month = this.content.getByRole('table', { name: monthTitle(date) });
    if (!(await month.isVisible())) {
      const forward = date > new Date();
      await this.content.getByRole('button', { name: forward ? 'Next Month' : 'Previous Month' }).click();
    }
    await expect(month).toBeVisible();
    await this.loaded();
  }

  /** A day's cell of the grid. */
  day(date: Date): Locator {
    return this.grid.locator(`[role="cell"][data-date="${dayOf(date)}"]`);
  }

  /** Clicks the empty part of a day's cell, below its number and its reminders, as a person clicks a date. */
  async clickDay(date: Date): Promise<void> {
    const cell = this.day(date);
    const box = await cell.boundingBox();
    if (!box) throw new Error(`the cell of ${dayOf(date)} is not on screen`);
    await cell.click({ position: { x: box.width / 2, y: box.height - 4 } });
  }

  /** The reminders shown in a day's cell (the 'more' link aside). */
  events(date: Date): Locator {
    return this.day(date).getByRole('button').filter({ hasNotText: /more/ });
  }

  event(date: Date, title: string): Locator {
    return this.events(date).filter({ hasText: title });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The Confirm Delete modal, named by its question (it opens over the details). */
  confirmDelete(): Locator {
    return this.page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to delete this reminder?' });
  }

  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async fill(dialog: Locator, fields: ReminderFields): Promise<void> {
    if (fields.title !== undefined)
      await dialog.getByLabel('Reminder Title', { exact: true }).fill(fields.title);
    if (fields.hour !== undefined) await dialog.getByLabel('Hour', { exact: true }).fill(fields.hour);
    if (fields.minute !== undefined) await dialog.getByLabel('Minute', { exact: true }).fill(fields.minute);
    if (fields.meridiem) await chooseOption(dialog.getByLabel('AM/PM', { exact: true }), fields.meridiem);
    if (fields.repeat) await chooseOption(dialog.getByLabel('Repeat', { exact: true }), fields.repeat);
  }
}
