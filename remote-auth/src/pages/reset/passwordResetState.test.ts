import {
  initialPasswordResetState as initial,
  passwordResetReducer as reduce,
  type PasswordResetAction,
  type PasswordResetState,
} from './passwordResetState';

const run = (actions: PasswordResetAction[], from: PasswordResetState = initial) =>
  actions.reduce(reduce, from);
const sent = run([
  { type: 'sendStarted' },
  { type: 'sendSucceeded', email: 'ada@example.com', sentAt: 1000 },
]);
const verified = reduce(sent, { type: 'codeVerified' });

test('starts at step 1 with nothing sent and resend allowed', () => {
  expect(initial).toEqual({
    currentStep: 1,
    emailSent: false,
    codeVerified: false,
    passwordResetSuccess: false,
    email: '',
    lastEmailSentTime: null,
    resendAllowed: true,
  });
});

test('the current step can only be set within 1 to 3', () => {
  expect(reduce(initial, { type: 'setStep', step: 3 }).currentStep).toBe(3);
  expect(reduce(verified, { type: 'setStep', step: 1 }).currentStep).toBe(1);
  for (const step of [0, 4, -1, 2.5, Number.NaN]) {
    expect(reduce(sent, { type: 'setStep', step })).toBe(sent);
  }
});

test('a successful send goes to step 2, remembers the e-mail and the time, and disallows resend', () => {
  expect(sent).toMatchObject({
    currentStep: 2,
    emailSent: true,
    email: 'ada@example.com',
    lastEmailSentTime: 1000,
    resendAllowed: false,
  });
});

test('resend is disallowed while a send is pending and allowed again after a failure', () => {
  const pending = reduce(initial, { type: 'sendStarted' });
  expect(pending.resendAllowed).toBe(false);
  expect(reduce(pending, { type: 'sendFailed' })).toMatchObject({ resendAllowed: true, currentStep: 1 });
});

test('only the countdown of the latest send allows a resend', () => {
  expect(reduce(sent, { type: 'countdownEnded', sentAt: 1000 }).resendAllowed).toBe(true);
  expect(reduce(sent, { type: 'countdownEnded', sentAt: 500 }).resendAllowed).toBe(false);
});

test('a verified code goes to step 3; it needs a sent code first', () => {
  expect(verified).toMatchObject({ currentStep: 3, codeVerified: true });
  expect(reduce(initial, { type: 'codeVerified' })).toBe(initial);
});

test('going back from step 3 clears the verified flag; from step 2 the sent and verified flags', () => {
  const backToTwo = reduce(verified, { type: 'back' });
  expect(backToTwo).toMatchObject({ currentStep: 2, codeVerified: false, emailSent: true });
  const backToOne = reduce(backToTwo, { type: 'back' });
  expect(backToOne).toMatchObject({ currentStep: 1, codeVerified: false, emailSent: false });
  expect(backToOne.email).toBe('ada@example.com');
  expect(reduce(backToOne, { type: 'back' })).toBe(backToOne);
});

test('success is recorded, then the flow starts over with the success still shown until dismissed', () => {
  const done = reduce(verified, { type: 'resetSucceeded' });
  expect(done).toMatchObject({ currentStep: 3, passwordResetSuccess: true });
  const over = reduce(done, { type: 'successDelayEnded' });
  expect(over).toEqual({ ...initial, passwordResetSuccess: true });
  expect(reduce(over, { type: 'successDismissed' })).toEqual(initial);
  expect(reduce(sent, { type: 'resetSucceeded' })).toBe(sent);
});

test('restart returns to the initial state from any step', () => {
  expect(reduce(verified, { type: 'restart' })).toEqual(initial);
  expect(reduce(sent, { type: 'restart' })).toEqual(initial);
});
