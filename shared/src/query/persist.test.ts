// The offline copy of a user's server data: saved under that user's key, brought back on start,
// removed at sign-out, and never written after its stop.
import { waitFor } from '@testing-library/react';
import { get } from 'idb-keyval';
import { createQueryClient } from '@moneta/shared/query';
import { forgetUserCache, offlineCacheKey, persistUserCache } from './persist';

const LIST = ['transactions', 'list', { page: 1 }];
const saved = () =>
  waitFor(() => expect(get(offlineCacheKey('u1'))).resolves.toBeTruthy(), { timeout: 5000 });

afterEach(() => forgetUserCache('u1'));

test("a user's data is saved under their key and comes back in the next session", async () => {
  const first = createQueryClient();
  const stop = persistUserCache(first, 'u1');
  first.setQueryData(LIST, { items: ['rent'] });
  await saved();
  stop();

  const next = createQueryClient();
  persistUserCache(next, 'u1');
  await waitFor(() => expect(next.getQueryData(LIST)).toEqual({ items: ['rent'] }));
  // Shown at once, but asked again when a screen uses it: the copy may be a second behind.
  await waitFor(() => expect(next.getQueryState(LIST)?.isInvalidated).toBe(true));
  // Another user's client finds nothing of it.
  const other = createQueryClient();
  const stopOther = persistUserCache(other, 'u2');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(other.getQueryData(LIST)).toBeUndefined();
  stopOther();
});

test('forgetting the cache removes it, and a stopped copy writes nothing more', async () => {
  const client = createQueryClient();
  const stop = persistUserCache(client, 'u1');
  client.setQueryData(LIST, { items: ['rent'] });
  await saved();
  stop();
  await forgetUserCache('u1');
  client.setQueryData(LIST, { items: ['rent', 'food'] });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await get(offlineCacheKey('u1'))).toBeUndefined();
});
