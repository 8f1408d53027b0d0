import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  preferencesPatchSchema,
  resetEmailSchema,
  setNewPasswordFormSchema,
  signUpFormSchema,
} from './validators';
import { formatMoney } from './money';
import { passwordStrength, unmetPasswordRules } from './password';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('login schema', () => {
  it('requires both fields with SPEC texts', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });
  it('rejects a malformed e-mail', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Invalid email format.',
    });
  });
  it('accepts valid input and trims the e-mail', () => {
    expect(loginSchema.parse({ email: ' a@b.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

describe('sign-up schema', () => {
  const valid = {
    username: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'Secret1!',
    confirmPassword: 'Secret1!',
  };
  it('accepts a valid form', () => {
    expect(signUpFormSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ username: '' }, 'username', 'Username is required.'],
    [{ username: 'A1' }, 'username', 'Username should be at least 3 characters and contain only letters.'],
    [
      { password: 'weak' },
      'password',
      'Password must be 8+ chars, with uppercase, lowercase, digit & special char.',
    ],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password.'],
    [{ confirmPassword: 'Secret2!' }, 'confirmPassword', 'Passwords do not match.'],
  ])('%j gives the SPEC message', (patch, field, message) => {
    expect(messages(signUpFormSchema.safeParse({ ...valid, ...patch }))[field]).toBe(message);
  });
});

describe('other forms', () => {
  it('password change messages', () => {
    expect(
      messages(changePasswordSchema.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' })),
    ).toEqual({
      currentPassword: 'Current password is required.',
      newPassword: 'New password is required.',
      confirmPassword: 'Please confirm your password.',
    });
  });
  it('account deletion needs DELETE exactly', () => {
    expect(messages(deleteAccountSchema.safeParse({ password: '', confirmDeletion: 'delete' }))).toEqual({
      password: 'Password is required to delete account.',
      confirmDeletion: 'Please type "DELETE" to confirm.',
    });
  });
  it('reset e-mail messages have no full stop', () => {
    expect(messages(resetEmailSchema.safeParse({ email: '' })).email).toBe('Email is required');
    expect(messages(resetEmailSchema.safeParse({ email: 'x@' })).email).toBe(
      'Please enter a valid email address',
    );
  });
  it('new password must meet all five rules', () => {
    expect(
      messages(setNewPasswordFormSchema.safeParse({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })),
    ).toEqual({ newPassword: 'Password does not meet requirements' });
    expect(
      messages(setNewPasswordFormSchema.safeParse({ newPassword: 'Abcdef1#', confirmPassword: 'x' })),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
  it('preferences refuse unknown values', () => {
    expect(preferencesPatchSchema.safeParse({ theme: 'neon' }).success).toBe(false);
    expect(preferencesPatchSchema.parse({ theme: 'dark', extra: 1 })).toEqual({ theme: 'dark' });
  });
});

describe('password strength', () => {
  it.each([
    ['', 'Weak'],
    ['abc', 'Weak'],
    ['abcD', 'Medium'],
    ['abcD1', 'Medium'],
    ['abcD1!', 'Strong'],
    ['abcdefD1!', 'Strong'],
  ])('%s is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
  it('lists unmet rules', () => {
    expect(unmetPasswordRules('abcdefgh').map((r) => r.label)).toEqual([
      'An uppercase letter',
      'A number',
      'A special character',
    ]);
  });
});

describe('formatMoney', () => {
  it('formats in the currency and language', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'de')).toBe('1.234,50\u00a0€');
  });
});
