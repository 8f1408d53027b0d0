import { DEFAULT_CATEGORIES } from './defaultCategories';
import { MESSAGES } from './messages';
import { fileTransaction, ruleMatches, type RuleSubject } from './ruleMatching';
import { patternProblem } from './rulePatterns';
import type { Rule } from './rules';
import { ruleInputSchema } from './ruleValidators';

const rule = (input: Parameters<typeof ruleInputSchema.parse>[0], id = 'r1', position = 0): Rule => ({
  ...ruleInputSchema.parse(input),
  id,
  position,
});

const shop: RuleSubject = {
  description: '  TESCO Express 1234 ',
  amount: 25,
  type: 'Expense',
  accountId: 'main',
  category: 'Shopping',
  tags: ['Weekly'],
};

describe('ruleMatches', () => {
  it('matches the title in any case by each kind of match', () => {
    expect(ruleMatches(rule({ match: 'contains', text: 'express', category: 'Food' }), shop)).toBe(true);
    expect(ruleMatches(rule({ match: 'startsWith', text: 'tesco', category: 'Food' }), shop)).toBe(true);
    expect(ruleMatches(rule({ match: 'startsWith', text: 'express', category: 'Food' }), shop)).toBe(false);
    expect(ruleMatches(rule({ match: 'equals', text: 'tesco express 1234', category: 'Food' }), shop)).toBe(
      true,
    );
    expect(ruleMatches(rule({ match: 'equals', text: 'tesco', category: 'Food' }), shop)).toBe(false);
    expect(ruleMatches(rule({ match: 'pattern', text: 'express \\d{4}', category: 'Food' }), shop)).toBe(
      true,
    );
  });

  it('holds the amount range, the type and the accounts', () => {
    const text = { match: 'contains', text: 'tesco', category: 'Food' } as const;
    expect(ruleMatches(rule({ ...text, minAmount: 25, maxAmount: 25 }), shop)).toBe(true);
    expect(ruleMatches(rule({ ...text, minAmount: 25.01 }), shop)).toBe(false);
    expect(ruleMatches(rule({ ...text, maxAmount: 24.99 }), shop)).toBe(false);
    expect(
      ruleMatches(rule({ match: 'contains', text: 'tesco', type: 'Income', addTags: ['x'] }), shop),
    ).toBe(false);
    expect(ruleMatches(rule({ ...text, accountIds: ['11111111-1111-4111-8111-111111111111'] }), shop)).toBe(
      false,
    );
  });
});

/** The default categories' types, as the person's categories tell them. */
const typeOf = (category: string) => DEFAULT_CATEGORIES.find((item) => item.name === category)?.type;

describe('fileTransaction', () => {
  it('runs the rules in order: a later category or title wins, tags add up once each', () => {
    const filed = fileTransaction(
      [
        rule(
          { match: 'contains', text: 'tesco', category: 'Food', addTags: ['Groceries', 'weekly'] },
          'a',
          0,
        ),
        rule({ match: 'contains', text: 'express', category: 'Shopping', rename: 'Tesco Express' }, 'b', 1),
        rule({ match: 'contains', text: 'aldi', category: 'Food' }, 'c', 2),
      ],
      shop,
      typeOf,
    );
    expect(filed).toEqual({
      description: 'Tesco Express',
      category: 'Shopping',
      tags: ['Weekly', 'Groceries'],
      ruleIds: ['a', 'b'],
    });
  });

  it('leaves the category of another type and of a split as it was', () => {
    const food = rule({ match: 'contains', text: 'tesco', category: 'Food', addTags: ['Groceries'] });
    expect(
      fileTransaction([food], { ...shop, type: 'Income', category: 'Other Income' }, typeOf),
    ).toMatchObject({
      category: 'Other Income',
      tags: ['Weekly', 'Groceries'],
    });
    expect(fileTransaction([food], { ...shop, category: 'Split' }, typeOf).category).toBe('Split');
  });
});

describe('patternProblem', () => {
  it.each([
    ['^tesco\\s+\\d+$', null],
    ['(tesco|aldi) (metro|express)', null],
    ['[a-z]+ \\d{2,4}', null],
    ['tesco(', MESSAGES.rulePatternInvalid],
    ['(a+)+', MESSAGES.rulePatternUnsafe],
    ['(?:ab)*', MESSAGES.rulePatternUnsafe],
    ['(\\w)\\1', MESSAGES.rulePatternUnsafe],
    ['a*b*c*d*', MESSAGES.rulePatternUnsafe],
  ])('%s', (pattern, problem) => {
    expect(patternProblem(pattern)).toBe(problem);
  });
});
