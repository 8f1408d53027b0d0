import { AxiosError, type AxiosResponse } from 'axios';
import type { FormInstance } from 'antd';
import { applyFieldErrors } from './applyFieldErrors';

function unprocessable(errors: { field: string; message: string }[]): AxiosError {
  const response = {
    status: 422,
    data: { success: false, message: 'Invalid input', errors },
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
      { field: 'amount', message: 'Amount must be positive' },
      { field: 'userId', message: 'not a field of this form' },
    ]);
    expect(applyFieldErrors(form, error, ['amount', 'date'], upper)).toBe(true);
    expect(setFields).toHaveBeenCalledWith([{ name: 'amount', errors: ['AMOUNT MUST BE POSITIVE'] }]);
  });

  it('leaves the form alone when no message belongs to it', () => {
    const setFields = jest.fn();
    const form = { setFields } as unknown as FormInstance;
    expect(applyFieldErrors(form, unprocessable([{ field: 'other', message: 'x' }]), ['amount'], upper)).toBe(
      false,
    );
    expect(applyFieldErrors(form, new Error('Network Error'), ['amount'], upper)).toBe(false);
    expect(setFields).not.toHaveBeenCalled();
  });
});
