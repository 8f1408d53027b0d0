import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { download } from './download';
import { errorMessage } from './errors';

function failedDownload(body: Blob): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status: 422, statusText: '', headers: {}, config, data: body } as AxiosResponse;
  return new AxiosError('status 422', AxiosError.ERR_BAD_REQUEST, config, null, response);
}

test("a failed download's JSON body, received as a file, is read back so the server's message shows", async () => {
  const body = new Blob([JSON.stringify({ success: false, message: 'Date range cannot exceed 2 years' })], {
    type: 'application/json',
  });
  const failure: unknown = await download(Promise.reject(failedDownload(body))).catch(
    (error: unknown) => error,
  );
  expect(errorMessage(failure, 'Failed to export transactions')).toBe('Date range cannot exceed 2 years');
});

test('a body that is not JSON gives the fallback', async () => {
  const failure: unknown = await download(Promise.reject(failedDownload(new Blob(['<html>'])))).catch(
    (error: unknown) => error,
  );
  expect(errorMessage(failure, 'Failed to export transactions')).toBe('Failed to export transactions');
});

test('a download that succeeds is passed through', async () => {
  await expect(download(Promise.resolve('file'))).resolves.toBe('file');
});
