import type { ApiSuccess } from '../contract/types';

/** Unwraps the `{ success, data }` envelope. */
export function unwrap<T>(response: { data: ApiSuccess<T> }): T {
  return response.data.data;
}
