// The password policy, free of zod so the shell can use it. Sign-up, password change, reset
// and the API all apply `meetsPasswordPolicy`; the reset screen shows the same rules as its checklist.
//
// The checklist and the messages say the same thing: each of the five rules below is one item of the
// checklist (reset step 3) and one part of the sign-up / change message ("8+ chars" = length, "uppercase",
// "lowercase", "digit" = number, "special char" = special). Any unmet rule gives the form's own form text:
// 'Password must be 8+ chars, with uppercase, lowercase, digit & special char.' on sign-up and change,
// 'Password does not meet requirements' on reset. A control character is not a checklist item, as a person
// cannot type one into a password field (line breaks are dropped, Tab moves on); a pasted or sent one gives
// the same message as an unmet rule.
import { isAllowedText } from './allowedText';
import { PASSWORD_MIN_LENGTH } from './constants';
import {
  DIGIT_PATTERN as DIGIT,
  LOWERCASE_PATTERN as LOWERCASE,
  SPECIAL_PATTERN as SPECIAL,
  UPPERCASE_PATTERN as UPPERCASE,
} from './patterns';

/** The five rules of the password, in display order. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: 'At least 8 characters',
    test: (p: string) => Array.from(p).length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'lowercase', label: 'A lowercase letter', test: (p: string) => LOWERCASE.test(p) },
  { id: 'uppercase', label: 'An uppercase letter', test: (p: string) => UPPERCASE.test(p) },
  { id: 'number', label: 'A number', test: (p: string) => DIGIT.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => SPECIAL.test(p) },
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

/** All five rules met, and every character printable (no control characters, no broken UTF-16). */
export function meetsPasswordPolicy(password: string): boolean {
  return isAllowedText(password) && unmetPasswordRules(password).length === 0;
}
