import { dayjs } from '@moneta/shared/ui/date';
import { aGoal } from '../../testing/goals';
import { checkGoal, initialValues, toInput } from './goalForm';

const TODAY = '2025-06-15';
const VALID = {
  name: 'Emergency fund',
  targetAmount: 5000,
  targetDate: dayjs('2025-12-31'),
  priority: 'High',
  category: 'Savings',
} as const;

test('a new goal starts due tomorrow with Medium priority; an edit starts with the goal', () => {
  const now = dayjs('2025-06-15T22:30:00');
  const fresh = initialValues(null, now);
  expect(fresh.targetDate?.format('YYYY-MM-DD')).toBe('2025-06-16');
  expect(fresh).toMatchObject({ name: '', targetAmount: null, priority: 'Medium', category: undefined });

  const goal = aGoal({
    name: 'Car',
    targetAmount: 9000,
    targetDate: '2026-03-01',
    priority: 'Low',
    category: 'Transportation',
  });
  const edit = initialValues(goal, now);
  expect(toInput(edit)).toEqual({
    name: 'Car',
    targetAmount: 9000,
    targetDate: '2026-03-01',
    priority: 'Low',
    category: 'Transportation',
  });
});

test('an empty form gives every form message at once, in the order of the fields', () => {
  expect(checkGoal({ priority: 'Medium' }, true, TODAY)).toEqual({
    ok: false,
    messages: [
      'Goal name is required',
      'Target amount must be greater than 0',
      'Target date is required',
      'Category is required',
    ],
  });
});

test('a new goal needs a date from today on; an edit keeps a past date', () => {
  const past = { ...VALID, targetDate: dayjs('2025-06-14'), name: ' ', targetAmount: 0 };
  expect(checkGoal(past, true, TODAY)).toEqual({
    ok: false,
    messages: [
      'Goal name is required',
      'Target amount must be greater than 0',
      'Target date must be in the future',
    ],
  });
  expect(checkGoal({ ...VALID, targetDate: dayjs(TODAY) }, true, TODAY).ok).toBe(true);
  expect(checkGoal({ ...VALID, targetDate: dayjs('2025-06-14') }, false, TODAY).ok).toBe(true);
});

test('a valid form gives the input the API takes, the name trimmed', () => {
  expect(checkGoal({ ...VALID, name: '  Emergency fund ' }, true, TODAY)).toEqual({
    ok: true,
    input: {
      name: 'Emergency fund',
      targetAmount: 5000,
      targetDate: '2025-12-31',
      priority: 'High',
      category: 'Savings',
    },
  });
});
