import { MESSAGES as M } from './messages';
import { isDateTimeWithOffset, reminderSchema, reminderWindowSchema } from './reminderValidators';

const messages = (value: unknown) => {
  const result = reminderSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('reminderSchema', () => {
  it('trims the title and fills description and repeat', () => {
    expect(reminderSchema.parse({ title: '  Pay rent ', date: '2026-12-01T09:30:00+05:30' })).toEqual({
      title: 'Pay rent',
      date: '2026-12-01T09:30:00+05:30',
      description: '',
      repeat: 'none',
    });
  });

  it('refuses a blank or too long title', () => {
    expect(messages({ title: '   ', date: '2026-12-01T09:30:00Z' })).toEqual([M.reminderTitleRequired]);
    expect(messages({ title: 'x'.repeat(201), date: '2026-12-01T09:30:00Z' })).toEqual([
      M.reminderTitleTooLong,
    ]);
  });

  it('refuses an unknown repeat', () => {
    expect(messages({ title: 'Rent', date: '2026-12-01T09:30:00Z', repeat: 'daily' })).toEqual([
      M.reminderRepeatInvalid,
    ]);
  });
});

describe('isDateTimeWithOffset', () => {
  it.each(['2026-12-01T09:30:00+05:30', '2026-12-01T09:30Z', '2026-12-01T23:59:59.123-08:00'])(
    'takes %s',
    (value) => expect(isDateTimeWithOffset(value)).toBe(true),
  );

  it.each(['2026-12-01', '2026-12-01T09:30:00', '2026-02-30T09:30:00Z', '2026-12-01T24:00:00Z', 'tomorrow'])(
    'refuses %s',
    (value) => expect(isDateTimeWithOffset(value)).toBe(false),
  );
});

describe('reminderWindowSchema', () => {
  it('takes both bounds or neither', () => {
    expect(reminderWindowSchema.safeParse({}).success).toBe(true);
    expect(reminderWindowSchema.safeParse({ from: '2026-12-01T00:00Z' }).success).toBe(false);
    expect(reminderWindowSchema.safeParse({ to: '2026-12-01T00:00Z' }).success).toBe(false);
  });

  it('wants from before to', () => {
    expect(
      reminderWindowSchema.safeParse({ from: '2026-12-01T00:00Z', to: '2027-01-01T00:00Z' }).success,
    ).toBe(true);
    expect(
      reminderWindowSchema.safeParse({ from: '2027-01-01T00:00Z', to: '2026-12-01T00:00Z' }).success,
    ).toBe(false);
  });
});
