// Property tests of what the Overview's cards and the Goals tab show: over random answers, no card shows a
// change without a previous period to compare, and the Goals tab's counts agree with its goal cards, the goals
// screen's overdue rule and the goals' progress.
import { cleanup, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { isOverdue, type AnalyticsGoal, type GoalStatus, type SpendingComparison } from '@moneta/shared';
import { renderPage, signedInEachTest } from '@moneta/shared/testing';
import { aComparison, aGoalsProgress, anAnalyticsGoal, mockAnalytics } from '../../testing/analytics';
import GoalsTab from './GoalsTab';
import { SummaryCards } from './SummaryCards';

signedInEachTest({ currency: 'USD', language: 'en', theme: 'light' });

const CARDS = ['Total Income', 'Total Expenses', 'Net Savings', 'Savings Rate'];
const amount = fc.integer({ min: -1_000_000, max: 1_000_000 }).map((cents) => cents / 100);

test('without a previous period to compare, no card shows a change', () => {
  fc.assert(
    fc.property(
      fc.record({
        totalIncome: amount,
        totalExpenses: amount,
        netSavings: amount,
        savingsRate: fc.integer({ min: -1000, max: 1000 }).map((tenths) => tenths / 10),
      }),
      (totals) => {
        // What the API answers when the previous period has no transactions.
        const comparison: SpendingComparison = aComparison(totals, {
          totalIncome: null,
          totalExpenses: null,
          netSavings: null,
          savingsRate: null,
          transactionCount: null,
        });
        renderPage(<SummaryCards answer={{ data: comparison, isError: false, isFetching: false }} />, {
          path: '/',
        });
        for (const name of CARDS) {
          const card = screen.getByRole('group', { name });
          expect(within(card).getByText('Nothing in the previous period to compare')).toBeInTheDocument();
          expect(within(card).queryByText(/vs previous period/)).not.toBeInTheDocument();
        }
        cleanup();
      },
    ),
    { numRuns: 15 },
  );
});

const TODAY = '2025-06-15';
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A goal as the API answers it: overdue by the goals screen's rule, on track only when Active and in time. */
const goal = fc
  .record({
    status: fc.constantFrom<GoalStatus>('Active', 'Completed', 'Paused'),
    targetDate: fc.integer({ min: -60, max: 60 }).map(dayFromToday),
    keepsPace: fc.boolean(),
    progress: fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
  })
  .map(({ status, targetDate, keepsPace, progress }) => {
    const overdue = isOverdue({ status, targetDate }, TODAY);
    return anAnalyticsGoal({
      status,
      targetDate,
      progress,
      overdue,
      onTrack: status === 'Active' && !overdue && keepsPace,
    });
  });

test("the Goals tab's counts agree with its goal cards and with the goals screen's overdue rule", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(goal, { minLength: 1, maxLength: 8 }), async (goals: AnalyticsGoal[]) => {
      mockAnalytics({ goals: aGoalsProgress(goals) });
      renderPage(<GoalsTab />, { path: '/' });
      const cards = await screen.findAllByRole('article');
      const figure = (name: string) => within(screen.getByRole('group', { name })).getByText(/^[\d.]+%?$/);
      const count = (name: string) => Number(figure(name).textContent);
      const tagged = (card: HTMLElement, text: string) =>
        within(card).queryByText(text, { selector: '.ant-tag' }) !== null;
      const taggedCards = (text: string) => cards.filter((card) => tagged(card, text));
      expect(count('Total Goals')).toBe(cards.length);
      expect(count('On Track')).toBe(taggedCards('On Track').length);
      expect(count('Overdue')).toBe(taggedCards('Overdue').length);
      expect(count('Overdue')).toBe(goals.filter((row) => isOverdue(row, TODAY)).length);
      // A Paused or Completed goal is never On Track.
      for (const card of taggedCards('On Track')) {
        expect(tagged(card, 'Paused') || tagged(card, 'Completed')).toBe(false);
      }
      const mean = goals.reduce((sum, row) => sum + row.progress, 0) / goals.length;
      const average = parseFloat(figure('Avg Progress').textContent ?? '');
      expect(Math.abs(average - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
      cleanup();
    }),
    { numRuns: 8 },
  );
});
