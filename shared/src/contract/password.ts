// The reset password's rules and strength (SPEC section 5, step 3), free of zod so the shell can use them.
import { PASSWORD_MIN_LENGTH } from './constants';

/** The five rules of the reset password (SPEC section 5, step 3), in display order. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'number', label: 'A number', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: 'A special character',
    test: (p: string) => /[!-/:-@[-`{-~]/.test(p),
  },
] as const;

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

export function passwordScore(password: string): number {
  return PASSWORD_RULES.filter((rule) => rule.test(password)).length;
}

/** Under 2 rules met: Weak; 2-3: Medium; 4-5: Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score < 2) return 'Weak';
  return score < 4 ? 'Medium' : 'Strong';
}

export function unmetPasswordRules(password: string) {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}
