import {
  contributionSchema,
  goalBulkDeleteSchema,
  goalCreateSchema,
  goalFiltersSchema,
  goalUpdateSchema,
} from './goalValidators';
import { goalProgress, isOverdue, remainingAmount } from './goals';
import { isServerMessage } from './messages';

const TODAY = '2026-11-25';
const valid = { name: 'Emergency fund', targetAmount: 5000, targetDate: '2027-06-30', category: 'Savings' };

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('goal form', () => {
  it('accepts a valid goal, with priority Medium by default', () => {
    expect(goalCreateSchema(TODAY).parse(valid)).toEqual({ ...valid, priority: 'Medium' });
  });

  it("gives every form message at once, the target date's too", () => {
    expect(
      messages(
        goalCreateSchema(TODAY).safeParse({
          name: ' ',
          targetAmount: 0,
          targetDate: '2026-11-24',
          category: '',
        }),
      ),
    ).toEqual({
      name: 'Goal name is required',
      targetAmount: 'Target amount must be greater than 0',
      targetDate: 'Target date must be in the future',
      category: 'Category is required',
    });
    expect(messages(goalCreateSchema(TODAY).safeParse({})).targetDate).toBe('Target date is required');
  });

  it('takes today as a target date on create, and any valid date on edit', () => {
    expect(goalCreateSchema(TODAY).safeParse({ ...valid, targetDate: TODAY }).success).toBe(true);
    expect(goalUpdateSchema.safeParse({ ...valid, targetDate: '2020-01-01' }).success).toBe(true);
    expect(messages(goalUpdateSchema.safeParse({ ...valid, targetDate: '2027-02-30' })).targetDate).toBe(
      'Enter a valid date (YYYY-MM-DD).',
    );
  });

  it('refuses amounts with more than two decimals or beyond the limit, and unknown choices', () => {
    expect(messages(goalUpdateSchema.safeParse({ ...valid, targetAmount: 10.005 })).targetAmount).toBe(
      'Amount can have at most 2 decimal places.',
    );
    expect(messages(goalUpdateSchema.safeParse({ ...valid, targetAmount: 1e12 })).targetAmount).toBe(
      'Amount must be less than 1,000,000,000,000.',
    );
    expect(messages(goalUpdateSchema.safeParse({ ...valid, priority: 'Urgent', category: 'Pets' }))).toEqual({
      priority: 'Priority must be Low, Medium or High.',
      category:
        'Category must be one of Savings, Travel, Technology, Transportation, Education, Health, Home, Other.',
    });
    expect(messages(goalUpdateSchema.safeParse({ ...valid, name: 'x'.repeat(101) })).name).toBe(
      'Goal name must be at most 100 characters.',
    );
  });
});

describe('contributions, filters and bulk delete', () => {
  it('needs a positive amount with at most two decimals', () => {
    expect(contributionSchema.parse({ amount: 0.01 })).toEqual({ amount: 0.01, note: '' });
    expect(messages(contributionSchema.safeParse({ amount: 0 })).amount).toBe(
      'Amount must be greater than 0',
    );
    expect(messages(contributionSchema.safeParse({ amount: -5 })).amount).toBe(
      'Amount must be greater than 0',
    );
  });

  it('filters by status, category and priority only', () => {
    expect(goalFiltersSchema.parse({ status: 'Paused', userId: 'someone-else' })).toEqual({
      status: 'Paused',
    });
    expect(messages(goalFiltersSchema.safeParse({ status: 'Done' })).status).toBe(
      'Status must be Active, Completed or Paused.',
    );
  });

  it('bulk delete needs at least one id', () => {
    expect(messages(goalBulkDeleteSchema.safeParse({ goalIds: [] })).goalIds).toBe(
      'Select at least one goal.',
    );
  });

  it("every message is one of the contract's, so the screens can translate it", () => {
    const results = [
      goalCreateSchema(TODAY).safeParse({
        name: 1,
        targetAmount: 'x',
        targetDate: 5,
        priority: 0,
        category: 3,
      }),
      goalCreateSchema(TODAY).safeParse({}),
      contributionSchema.safeParse({ amount: 'x', note: 'n'.repeat(300) }),
      goalBulkDeleteSchema.safeParse({ goalIds: [1, ''] }),
      goalFiltersSchema.safeParse({ status: 1, category: 2, priority: 3 }),
    ];
    for (const result of results)
      for (const issue of result.error?.issues ?? []) expect(isServerMessage(issue.message)).toBe(true);
  });
});

describe('goal rules', () => {
  it('caps progress at 100 with one decimal, and never leaves a negative remainder', () => {
    expect(goalProgress({ savedAmount: 1, targetAmount: 3 })).toBe(33.3);
    expect(goalProgress({ savedAmount: 150, targetAmount: 100 })).toBe(100);
    expect(remainingAmount({ savedAmount: 0.1, targetAmount: 0.3 })).toBe(0.2);
    expect(remainingAmount({ savedAmount: 150, targetAmount: 100 })).toBe(0);
  });

  it('is overdue when the target date is past and the goal is not Completed', () => {
    expect(isOverdue({ targetDate: '2026-11-24', status: 'Active' }, TODAY)).toBe(true);
    expect(isOverdue({ targetDate: '2026-11-24', status: 'Paused' }, TODAY)).toBe(true);
    expect(isOverdue({ targetDate: '2026-11-24', status: 'Completed' }, TODAY)).toBe(false);
    expect(isOverdue({ targetDate: TODAY, status: 'Active' }, TODAY)).toBe(false);
  });
});
