// One API call as data: its method and its path under /api, with the types it carries. The client's calls
// and the API's route registration both read the domains' tables of them, so a path is written once. Free of
// imports: every page's first call, and the API, load it.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where every path of the tables lives. */
export const API_BASE = '/api';

/**
 * A call of the API. `path` is under API_BASE and names its parameters as `:name`; `Answer` is the `data` of
 * its answer and `Body` what it sends (the query string of a GET), both for the type checker only.
 */
export interface Endpoint<Answer = unknown, Body = unknown> {
  readonly method: Method;
  readonly path: string;
  /** Never set: carries the answer's type from the table to the call. */
  readonly answer?: Answer;
  /** Never set: carries the body's type from the table to the call. */
  readonly body?: Body;
}

export const endpoint = <Answer = void, Body = void>(
  method: Method,
  path: string,
): Endpoint<Answer, Body> => ({
  method,
  path,
});

/** The endpoint's path with its `:name` parameters filled in, each encoded. */
export function pathOf(call: Endpoint, params: Readonly<Record<string, string | number>> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
