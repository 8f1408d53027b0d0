// The success envelope (DESIGN section 4), shaped as the contract's ApiSuccess.
import type { ApiSuccess } from '@moneta/shared/contract';

export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
