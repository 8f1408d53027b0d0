// The success envelope (DESIGN section 4), shaped as the contract's ApiSuccess.
import type { ApiSuccess, ServerMessage } from '@moneta/shared/contract';

export function ok<T>(data: T, message?: ServerMessage): ApiSuccess<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
