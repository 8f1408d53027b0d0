// A rule's pattern, checked before it is kept: a safe, bounded regular expression.
import tokenize, { types, type Token } from 'ret';
import { MESSAGES as M } from './messages';
import { RULE_PATTERN_MAX_QUANTIFIERS } from './ruleLimits';

/** Why a pattern is refused, or null when it is a safe, bounded regular expression. */
export function patternProblem(
  pattern: string,
): typeof M.rulePatternInvalid | typeof M.rulePatternUnsafe | null {
  try {
    new RegExp(pattern, 'iu');
  } catch {
    return M.rulePatternInvalid;
  }
  let quantifiers = 0;
  let unsafe = false;
  const visit = (tokens: Token[] | undefined) => tokens?.forEach(walk);
  const walk = (token: Token): void => {
    if (token.type === types.REFERENCE) unsafe = true;
    else if (token.type === types.REPETITION) {
      quantifiers += 1;
      // A quantified group is what backtracks without end ("(a+)+", "(a|aa)*").
      if (token.value.type === types.GROUP) unsafe = true;
      walk(token.value);
    } else if (token.type === types.GROUP) {
      visit(token.stack);
      token.options?.forEach(visit);
    }
  };
  try {
    const root = tokenize(pattern);
    visit(root.stack);
    root.options?.forEach(visit);
  } catch {
    return M.rulePatternInvalid;
  }
  return unsafe || quantifiers > RULE_PATTERN_MAX_QUANTIFIERS ? M.rulePatternUnsafe : null;
}
