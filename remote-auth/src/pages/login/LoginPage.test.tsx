import { act, screen, waitFor } from '@testing-library/react';
import { authApi, type AuthPayload } from '@moneta/shared';
import { deferred, enter, renderPage, signOut, TEST_AUTH_PAYLOAD, apiError } from '@moneta/shared/testing';
import LoginPage from './LoginPage';

function renderLogin() {
  return renderPage(<LoginPage />, { path: '/login' });
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const loginButton = () => screen.getByRole('button', { name: 'Login' });

beforeEach(() => {
  signOut();
  jest.restoreAllMocks();
});

test('shows the title, labelled fields and the links to sign up and reset password', async () => {
  const { user } = renderLogin();
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(emailField()).toHaveAttribute('id');
  expect(passwordField()).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/resetpassword');
  await user.click(screen.getByRole('link', { name: 'Sign Up' }));
  expect(await screen.findByText('Sign up marker')).toBeInTheDocument();
});

test('the password toggle shows and hides the password', async () => {
  const { user } = renderLogin();
  const toggle = screen.getByRole('button', { name: 'Show password' });
  await user.click(toggle);
  expect(passwordField()).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await user.click(toggle);
  expect(passwordField()).toHaveAttribute('type', 'password');
});

test('an empty form shows the required messages and calls nothing', async () => {
  const spy = jest.spyOn(authApi, 'login');
  const { user } = renderLogin();
  await user.click(loginButton());
  expect(await screen.findByText('Email is required.')).toBeInTheDocument();
  expect(await screen.findByText('Password is required.')).toBeInTheDocument();
  expect(spy).not.toHaveBeenCalled();
});

test('a malformed e-mail shows the format message, which clears on edit', async () => {
  const { user } = renderLogin();
  await enter(user, emailField(), 'ada@example');
  await user.click(loginButton());
  expect(await screen.findByText('Invalid email format.')).toBeInTheDocument();
  await user.type(emailField(), '.com');
  await waitFor(() => expect(screen.queryByText('Invalid email format.')).not.toBeInTheDocument());
});

test('logs in, reads "Logging in..." while loading, then goes to /dashboard', async () => {
  const answer = deferred<AuthPayload>();
  const spy = jest.spyOn(authApi, 'login').mockReturnValue(answer.promise);
  const { user } = renderLogin();
  await enter(user, emailField(), ' ada@example.com ');
  await enter(user, passwordField(), 'Secret1!');
  await user.click(loginButton());

  const busy = await screen.findByRole('button', { name: /Logging in\.\.\./ });
  expect(busy).toBeDisabled();
  expect(spy).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Secret1!' });

  await act(async () => answer.resolve(TEST_AUTH_PAYLOAD));
  expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
});

test("shows the server's error in a red alert that clears when a field is edited", async () => {
  jest.spyOn(authApi, 'login').mockRejectedValue(apiError(401, { message: 'Invalid email or password' }));
  const { user } = renderLogin();
  await enter(user, emailField(), 'ada@example.com');
  await enter(user, passwordField(), 'wrong');
  await user.click(loginButton());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Invalid email or password');
  expect(alert.closest('.ant-alert')).toHaveClass('ant-alert-error');
  expect(loginButton()).toBeEnabled();

  await user.type(passwordField(), 'x');
  expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
});

test("falls back to 'Login failed' when the failure carries no message", async () => {
  jest.spyOn(authApi, 'login').mockRejectedValue({});
  const { user } = renderLogin();
  await enter(user, emailField(), 'ada@example.com');
  await enter(user, passwordField(), 'whatever');
  await user.click(loginButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
});

test('an error stays with its visit: coming back to the page shows a clean form', async () => {
  jest.spyOn(authApi, 'login').mockRejectedValue(apiError(401, { message: 'Invalid email or password' }));
  const { user, unmount } = renderLogin();
  await enter(user, emailField(), 'ada@example.com');
  await enter(user, passwordField(), 'wrong');
  await user.click(loginButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

  unmount();
  renderLogin();
  expect(loginButton()).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
