// The version an update says it was made from: the record's as the screen showed it, or this tab's own later
// save of it (a list refetched behind a closed form can show the version before it for a moment).
import { apiError } from '../testing';
import { changedElsewhere } from './errors';
import { madeFrom, saved } from './versions';

const ifMatch = (id: string, version: string | undefined) => madeFrom(id, version).headers?.['If-Match'];

test('an update names the version it was made from as a strong ETag', () => {
  expect(ifMatch('a', '2026-11-20T09:00:00.000Z')).toBe('"2026-11-20T09:00:00.000Z"');
});

test("this tab's own later save of the record is the version an edit from a stale list was made from", () => {
  saved({ _id: 'b', updatedAt: '2026-11-20T09:00:00.500Z' });
  expect(ifMatch('b', '2026-11-20T09:00:00.000Z')).toBe('"2026-11-20T09:00:00.500Z"');
  // A newer version shown (saved elsewhere since) is the one the edit was made from.
  expect(ifMatch('b', '2026-11-21T10:00:00.000Z')).toBe('"2026-11-21T10:00:00.000Z"');
});

test('a change kept by an older release, without a version, names none', () => {
  saved({ _id: 'c', updatedAt: '2026-11-20T09:00:00.000Z' });
  expect(madeFrom('c', undefined)).toEqual({});
});

test('the record as it is now is read from a 412 answer only', () => {
  const current = { _id: 'd', updatedAt: '2026-11-21T10:00:00.000Z' };
  expect(changedElsewhere(apiError(412, { current }))).toEqual(current);
  expect(changedElsewhere(apiError(409, { current }))).toBeNull();
  expect(changedElsewhere(new Error('offline'))).toBeNull();
});
