import type { AxiosError } from 'axios';

// A structural check rather than axios' own isAxiosError, so that reading an error does not load axios.
function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** Failures surface the server's message, else the client error's message, else the fallback (SPEC 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (
      data &&
      typeof data === 'object' &&
      'message' in data &&
      typeof data.message === 'string' &&
      data.message
    ) {
      return data.message;
    }
    if (error.code === 'ECONNABORTED') return 'Request timed out. Please try again.';
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The field messages of a 422 answer, keyed by field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error)) return {};
  const data: unknown = error.response?.data;
  if (!data || typeof data !== 'object' || !('errors' in data) || !Array.isArray(data.errors)) return {};
  const result: Record<string, string> = {};
  for (const item of data.errors as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field === 'string' && typeof item.message === 'string')
      result[item.field] ??= item.message;
  }
  return result;
}
