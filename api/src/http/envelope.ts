// The success envelope (DESIGN section 4): { success: true, data, message? }.
export interface Success<T> {
  success: true;
  data: T;
  message?: string;
}

export function ok<T>(data: T, message?: string): Success<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
