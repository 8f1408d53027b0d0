// A call of an endpoint of the tables: the path filled in, the `{ success, data }` envelope unwrapped. The
// clients' axios loads with the first call, not with the page.
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiSuccess } from '../contract/types';
import { download, fileNameFrom, saveBlob } from '../api/download';
import { pathOf, type Endpoint } from './endpoint';

/** What one call sends: the path's parameters, the body (the query string of a GET) and the client's options. */
export interface CallOptions<Body> extends Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params'> {
  path?: Readonly<Record<string, string | number>>;
  body?: Body;
}

export type Client = () => Promise<AxiosInstance>;

/** The general client: bearer token, refresh on 401 (../api/client.ts). */
export const apiClient: Client = async () => (await import('../api/client')).apiClient;
/**
 * The client of the calls made without a session (the password reset, the sign-in's second step and passkeys): no
 * token, and a 401 is the call's answer, not a token to refresh.
 */
export const sessionlessClient: Client = async () => (await import('../api/client')).resetClient;

async function send<Data, Body>(
  client: Client,
  call: Endpoint<unknown, Body>,
  { path, body, ...config }: CallOptions<Body> = {},
): Promise<AxiosResponse<Data>> {
  return (await client()).request<Data>({
    ...config,
    method: call.method,
    url: pathOf(call, path),
    ...(call.method === 'GET' ? { params: body } : { data: body }),
  });
}

/** Sends `call` and answers the `data` of its envelope. */
export async function request<Answer, Body>(
  client: Client,
  call: Endpoint<Answer, Body>,
  options?: CallOptions<Body>,
): Promise<Answer> {
  return (await send<ApiSuccess<Answer>, Body>(client, call, options)).data.data;
}

/**
 * Sends `call`, whose answer is a file, and saves the file as a browser download named as the server says, else
 * `fallbackName`; resolves with the name.
 */
export async function downloadFile<Body>(
  client: Client,
  call: Endpoint<Blob, Body>,
  fallbackName: string,
  options: CallOptions<Body> = {},
): Promise<string> {
  const response = await download(send<Blob, Body>(client, call, { ...options, responseType: 'blob' }));
  const fileName = fileNameFrom(response.headers['content-disposition'], fallbackName);
  saveBlob(response.data, fileName);
  return fileName;
}
