import { AxiosError, type AxiosResponse } from 'axios';
import { MESSAGES } from '../contract/messages';
import { errorMessage, fieldErrors } from './errors';

function answered(status: number, data: object): AxiosError {
  const response = { status, data } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    undefined,
    {},
    response,
  );
}

describe('errorMessage', () => {
  it("surfaces the server's message when it is one of the contract's", () => {
    const error = answered(401, { success: false, message: MESSAGES.invalidCredentials });
    expect(errorMessage(error, 'Login failed')).toBe('Invalid email or password');
  });

  it("gives the screen's fallback for a text the contract does not know, so it can be translated", () => {
    expect(errorMessage(answered(502, { message: 'Bad gateway from nginx/1.25' }), 'Login failed')).toBe(
      'Login failed',
    );
    expect(errorMessage(answered(500, { success: false }), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error('Cannot read properties of undefined'), 'Login failed')).toBe(
      'Login failed',
    );
    expect(errorMessage(undefined, 'Login failed')).toBe('Login failed');
  });

  it('says what the client knows when no answer came', () => {
    expect(errorMessage(new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED'), 'Login failed')).toBe(
      'Request timed out. Please try again.',
    );
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK'), 'Login failed')).toBe(
      'Network error. Please check your connection.',
    );
  });
});

describe('fieldErrors', () => {
  it("keeps each field's first message that the contract knows", () => {
    const error = answered(422, {
      success: false,
      message: MESSAGES.emailInvalid,
      errors: [
        { field: 'email', message: MESSAGES.emailInvalid },
        { field: 'email', message: MESSAGES.textTooLong },
        { field: 'username', message: 'Something the contract never says' },
      ],
    });
    expect(fieldErrors(error)).toEqual({ email: 'Invalid email format.' });
    expect(fieldErrors(new Error('Network Error'))).toEqual({});
  });
});
