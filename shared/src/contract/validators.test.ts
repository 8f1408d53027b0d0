import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  preferencesPatchSchema,
  profileSchema,
  registerSchema,
  resetEmailSchema,
  setNewPasswordFormSchema,
  signUpFormSchema,
} from './validators';
import { formatMoney } from './money';
import { meetsPasswordPolicy, passwordStrength, unmetPasswordRules } from './password';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('login schema', () => {
  it("requires both fields with the form's texts", () => {
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
  ])("%j gives the form's messages", (patch, field, message) => {
    expect(messages(signUpFormSchema.safeParse({ ...valid, ...patch }))[field]).toBe(message);
  });
});

describe('names on sign-up and profile', () => {
  const NAME_MESSAGE = 'Username should be at least 3 characters and contain only letters.';
  const nameMessage = (username: string) =>
    messages(profileSchema.safeParse({ username, email: 'ada@example.com' })).username;

  it.each([
    ['José Müller', 'accented Latin letters'],
    ['Jose\u0301 Mu\u0308ller', 'letters with combining marks'],
    ['Dana Fischer-Weber', 'a hyphen'],
    ["O'Brien", 'an ASCII apostrophe'],
    ['O’Brien', 'a typographic apostrophe'],
    ['Mary - Ann', 'a spaced hyphen'],
    ['Ada', 'three letters'],
    ['李小龙', 'three Han characters'],
    ['王芳', 'two Han characters, each a syllable'],
    ['김민', 'two Hangul syllables'],
    ['राम', 'Devanagari, whose vowel sign counts as a character'],
    ['Дмитрий Шостакович', 'Cyrillic'],
    ['Νίκος', 'Greek'],
    ['محمد', 'Arabic'],
  ])('%j (%s) is a name', (username) => {
    expect(nameMessage(username)).toBeUndefined();
    expect(registerSchema.safeParse({ username, email: 'a@b.co', password: 'Secret1!' }).success).toBe(true);
  });

  it.each([
    ['Al', 'two Latin letters'],
    ['A b', 'two letters apart'],
    ['王', 'one Han character'],
    ['王a', 'one Han character and one Latin letter'],
    ['Al1ce', 'a digit'],
    ['Ada!', 'punctuation'],
    ['Ada 😀', 'an emoji'],
    ['-Ada', 'a leading hyphen'],
    ["Ada'", 'a trailing apostrophe'],
    ['\u0301Ada', 'a mark on no letter'],
  ])("%j (%s) is refused with the form's text", (username) => {
    expect(nameMessage(username)).toBe(NAME_MESSAGE);
  });

  it('reads a name trimmed', () => {
    expect(profileSchema.parse({ username: '  José Müller ', email: 'a@b.co' }).username).toBe('José Müller');
  });
});

describe('other forms', () => {
  it("shows 'Passwords do not match' as soon as the confirmation differs, whatever the other fields hold", () => {
    expect(
      messages(
        signUpFormSchema.safeParse({ username: '', email: '', password: 'Secret1!', confirmPassword: 'x' }),
      ).confirmPassword,
    ).toBe('Passwords do not match.');
    expect(
      messages(
        changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'weak', confirmPassword: 'x' }),
      ).confirmPassword,
    ).toBe('Passwords do not match.');
    expect(
      messages(setNewPasswordFormSchema.safeParse({ newPassword: 'weak', confirmPassword: 'x' }))
        .confirmPassword,
    ).toBe('Passwords do not match');
  });
  it('password change messages', () => {
    expect(
      messages(changePasswordSchema.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' })),
    ).toEqual({
      currentPassword: 'Current password is required.',
      newPassword: 'New password is required.',
      confirmPassword: 'Please confirm your password.',
    });
  });
  it('refuses a new password equal to the current one, under the new password', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: 'Secret1!',
          newPassword: 'Secret1!',
          confirmPassword: 'Secret1!',
        }),
      ),
    ).toEqual({ newPassword: 'The new password must be different from your current password.' });
    expect(
      changePasswordSchema.safeParse({
        currentPassword: 'Secret1!',
        newPassword: 'Secret2!',
        confirmPassword: 'Secret2!',
      }).success,
    ).toBe(true);
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

describe('one password policy for sign-up, password change, reset and the API', () => {
  const SIGN_UP_MESSAGE = 'Password must be 8+ chars, with uppercase, lowercase, digit & special char.';
  const RESET_MESSAGE = 'Password does not meet requirements';

  /** The message each of the three forms gives for `password` ({} when all of them accept it). */
  function formMessages(password: string) {
    const found: Record<string, string> = {};
    const signUp = messages(
      signUpFormSchema.safeParse({
        username: 'Ada Lovelace',
        email: 'ada@example.com',
        password,
        confirmPassword: password,
      }),
    ).password;
    const change = messages(
      changePasswordSchema.safeParse({
        currentPassword: 'whatever',
        newPassword: password,
        confirmPassword: password,
      }),
    ).newPassword;
    const reset = messages(
      setNewPasswordFormSchema.safeParse({ newPassword: password, confirmPassword: password }),
    ).newPassword;
    if (signUp) found.signUp = signUp;
    if (change) found.change = change;
    if (reset) found.reset = reset;
    return found;
  }

  it.each([
    ['Passw0rd#', 'a # (refused by sign-up and change before)'],
    ['Passw0rd ', 'a space as the special character'],
    ['Pässw0rd!', 'an accented letter'],
    ['Passw0rd é', 'a space beside an accented letter'],
    ['Secret1!', 'one of @$!%*?&'],
    ['Пароль1-x', 'Cyrillic letters'],
  ])('%j (%s) is accepted by every form and the checklist', (password) => {
    expect(formMessages(password)).toEqual({});
    expect(meetsPasswordPolicy(password)).toBe(true);
    expect(unmetPasswordRules(password)).toEqual([]);
  });

  it.each([
    ['Password1', 'A special character'],
    ['Pässw0rd', 'A special character'],
    ['passw0rd!', 'An uppercase letter'],
    ['PASSW0RD!', 'A lowercase letter'],
    ['Password!', 'A number'],
    ['Pa0rd!', 'At least 8 characters'],
  ])("%j is refused with the form's texts, and the checklist names what is missing", (password, missing) => {
    expect(formMessages(password)).toEqual({
      signUp: SIGN_UP_MESSAGE,
      change: SIGN_UP_MESSAGE,
      reset: RESET_MESSAGE,
    });
    expect(unmetPasswordRules(password).map((rule) => rule.label)).toEqual([missing]);
  });

  it.each([
    ['Passw0rd!\u0007', 'a bell'],
    ['Passw0rd\n', 'a line break, the only non-letter-or-digit'],
    ['Passw0rd!\u0000', 'a NUL'],
  ])('%j (%s) is refused: a control character is not printable', (password) => {
    expect(meetsPasswordPolicy(password)).toBe(false);
    expect(formMessages(password)).toEqual({
      signUp: SIGN_UP_MESSAGE,
      change: SIGN_UP_MESSAGE,
      reset: RESET_MESSAGE,
    });
  });

  it('counts a combining accent as part of its letter, not as a special character', () => {
    expect(unmetPasswordRules('Passwe\u0301rd1').map((rule) => rule.label)).toEqual(['A special character']);
  });

  it('an empty password gives only the required message', () => {
    expect(formMessages('')).toEqual({
      signUp: 'Password is required.',
      change: 'New password is required.',
      reset: 'New password is required',
    });
    expect(
      registerSchema.safeParse({ username: 'Ada', email: 'a@b.co', password: '' }).error?.issues,
    ).toHaveLength(1);
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

  it('groups and separates digits as each of the six languages writes them', () => {
    // Indian grouping: lakhs and crores.
    expect(formatMoney(1234567.5, 'INR', 'hi')).toBe('₹12,34,567.50');
    expect(formatMoney(100000, 'INR', 'hi')).toBe('₹1,00,000.00');
    // A decimal comma, points between thousands.
    expect(formatMoney(1234567.5, 'EUR', 'de')).toBe('1.234.567,50\u00a0€');
    // French thousands are narrow no-break spaces, the currency a no-break space away.
    expect(formatMoney(1234567.5, 'EUR', 'fr')).toBe('1\u202f234\u202f567,50\u00a0€');
    expect(formatMoney(1234567.5, 'EUR', 'es')).toBe('1.234.567,50\u00a0€');
    expect(formatMoney(1234567.5, 'EUR', 'it')).toBe('1.234.567,50\u00a0€');
    expect(formatMoney(1234567.5, 'USD', 'en')).toBe('$1,234,567.50');
  });
});
