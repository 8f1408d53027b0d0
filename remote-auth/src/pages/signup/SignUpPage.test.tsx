import { act, screen, waitFor } from '@testing-library/react';
import { authApi, type AuthPayload } from '@moneta/shared';
import { deferred, enter, renderPage, signOut, TEST_AUTH_PAYLOAD, apiError } from '@moneta/shared/testing';
import SignUpPage from './SignUpPage';

function renderSignUp() {
  return renderPage(<SignUpPage />, { path: '/signup' });
}

const field = (label: string) => screen.getByLabelText(label);
const signUpButton = () => screen.getByRole('button', { name: 'Sign Up' });

async function fillForm(
  user: ReturnType<typeof renderSignUp>['user'],
  overrides: Record<string, string> = {},
) {
  const values = {
    Username: 'Ada Lovelace',
    Email: 'ada@example.com',
    Password: 'Secret1!',
    'Confirm Password': 'Secret1!',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await enter(user, field(label), value);
  }
}

beforeEach(() => {
  signOut();
  jest.restoreAllMocks();
});

test('shows the four labelled fields, two password toggles and the link to login', async () => {
  const { user } = renderSignUp();
  expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  for (const label of ['Username', 'Email', 'Password', 'Confirm Password']) {
    expect(field(label)).toBeInTheDocument();
  }
  await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
  expect(field('Confirm Password')).toHaveAttribute('type', 'text');
  expect(field('Password')).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(field('Password')).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('link', { name: 'Login' }));
  expect(await screen.findByText('Login marker')).toBeInTheDocument();
});

test('an empty form shows every required message', async () => {
  const spy = jest.spyOn(authApi, 'register');
  const { user } = renderSignUp();
  await user.click(signUpButton());
  expect(await screen.findByText('Username is required.')).toBeInTheDocument();
  expect(await screen.findByText('Email is required.')).toBeInTheDocument();
  expect(await screen.findByText('Password is required.')).toBeInTheDocument();
  expect(await screen.findByText('Please confirm your password.')).toBeInTheDocument();
  expect(spy).not.toHaveBeenCalled();
});

test('shows the format messages for username, e-mail, password and confirmation', async () => {
  const { user } = renderSignUp();
  await fillForm(user, {
    Username: 'Al2',
    Email: 'ada.example.com',
    Password: 'secret',
    'Confirm Password': 'other',
  });
  await user.click(signUpButton());
  // antd may replace a message's element while the form validates again, so each check queries afresh.
  await waitFor(() => {
    for (const message of [
      'Username should be at least 3 characters and contain only letters.',
      'Invalid email format.',
      'Password must be 8+ chars, with uppercase, lowercase, digit & special char.',
      'Passwords do not match.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
  });
});

test('a confirmation that stops matching is flagged again when the password changes', async () => {
  const { user } = renderSignUp();
  await fillForm(user);
  await user.type(field('Password'), 'x');
  expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
  await user.type(field('Password'), '{Backspace}');
  await waitFor(() => expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument());
});

test('registers with username, e-mail and password, reads "Signing up..." while loading, then goes to /dashboard', async () => {
  const answer = deferred<AuthPayload>();
  const spy = jest.spyOn(authApi, 'register').mockReturnValue(answer.promise);
  const { user } = renderSignUp();
  await fillForm(user);
  await user.click(signUpButton());

  expect(await screen.findByRole('button', { name: /Signing up\.\.\./ })).toBeDisabled();
  expect(spy).toHaveBeenCalledWith({
    username: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'Secret1!',
    // The language the visitor sees becomes the new account's.
    language: 'en',
  });

  await act(async () => answer.resolve(TEST_AUTH_PAYLOAD));
  expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
});

test("accepts 'Passw0rd#' and refuses 'Password1', as password change and reset do", async () => {
  const spy = jest.spyOn(authApi, 'register').mockResolvedValue(TEST_AUTH_PAYLOAD);
  const { user } = renderSignUp();
  await fillForm(user, { Password: 'Password1', 'Confirm Password': 'Password1' });
  await user.click(signUpButton());
  expect(
    await screen.findByText('Password must be 8+ chars, with uppercase, lowercase, digit & special char.'),
  ).toBeInTheDocument();
  expect(spy).not.toHaveBeenCalled();

  await user.clear(field('Password'));
  await enter(user, field('Password'), 'Passw0rd#');
  await user.clear(field('Confirm Password'));
  await enter(user, field('Confirm Password'), 'Passw0rd#');
  await user.click(signUpButton());
  expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
  expect(spy).toHaveBeenCalledWith({
    username: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'Passw0rd#',
    language: 'en',
  });
});

test('shows the error in a red alert that clears when a field is edited', async () => {
  jest
    .spyOn(authApi, 'register')
    .mockRejectedValue(apiError(409, { message: 'An account with this email already exists' }));
  const { user } = renderSignUp();
  await fillForm(user);
  await user.click(signUpButton());

  expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  expect(screen.getByRole('alert').closest('.ant-alert')).toHaveClass('ant-alert-error');
  await user.type(field('Username'), 's');
  expect(screen.queryByText('An account with this email already exists')).not.toBeInTheDocument();
});

test("falls back to 'Registration failed', an error a new visit does not show", async () => {
  jest.spyOn(authApi, 'register').mockRejectedValue({});
  const { user, unmount } = renderSignUp();
  await fillForm(user);
  await user.click(signUpButton());
  expect(await screen.findByText('Registration failed')).toBeInTheDocument();

  unmount();
  renderSignUp();
  expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
