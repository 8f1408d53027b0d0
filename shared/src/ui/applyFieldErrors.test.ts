import { AxiosError, type AxiosResponse } from 'axios';
import type { FormInstance } from 'antd';
import { MESSAGES } from '../contract/messages';
import { applyFieldErrors } from './applyFieldErrors';

function unprocessable(errors: { field: string; message: string }[]): AxiosError {
  const response = {
    status: 422,
    data: { success: false, message: MESSAGES.validationFailed, errors },
  } as AxiosResponse;
  return new AxiosError(
    'Request failed with status code 422',
    'ERR_BAD_REQUEST',
    undefined,
    undefined,
    response,
  );
}

describe('applyFieldErrors', () => {
  const upper = (text: string) => text.toUpperCase();

  it("shows the server's messages on the form's own fields, translated", () => {
    const setFields = jest.fn();
    const form = { setFields } as unknown as FormInstance;
    const error = unprocessable([
      { field: 'amount', message: MESSAGES.amountZero },
      { field: 'userId', message: MESSAGES.userNotFound },
    ]);
    expect(applyFieldErrors(form, error, ['amount', 'date'], upper)).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: 'amount', errors: ['AMOUNT CANNOT BE ZERO.'] }]);
  });

  it("ignores a text that is not one of the contract's messages, which no catalogue could translate", () => {
    const setFields = jest.fn();
    const form = { setFields } as unknown as FormInstance;
    const error = unprocessable([{ field: 'amount', message: 'Amount must be positive' }]);
    expect(applyFieldErrors(form, error, ['amount'], upper)).toBe(false);
    expect(setFields).not.toHaveBeenCalled();
  });

  it('leaves the form alone when no message belongs to it', () => {
    const setFields = jest.fn();
    const form = { setFields } as unknown as FormInstance;
    expect(
      applyFieldErrors(
        form,
        unprocessable([{ field: 'other', message: MESSAGES.amountZero }]),
        ['amount'],
        upper,
      ),
    ).toBe(false);
    expect(applyFieldErrors(form, new Error('Network Error'), ['amount'], upper)).toBe(false);
    expect(setFields).not.toHaveBeenCalled();
  });
});
