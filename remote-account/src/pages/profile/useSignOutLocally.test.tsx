// After an account deletion or a password change, the server has ended every session: the local sign-out that
// follows leaves nothing of the person on the device, not their offline data and not their unsent changes.
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { deviceDataForgotten, discardedChangesAtom, isAuthenticatedAtom, store } from '@moneta/shared';
import { MemoryRouter } from '@moneta/shared/router';
import { signIn, signOut, TEST_USER } from '@moneta/shared/testing';
import { useSignOutLocally } from './useSignOutLocally';

/** The IndexedDB store where the app keeps each user's offline copy and outbox. */
function keyval<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onupgradeneeded = () => open.result.createObjectStore('keyval');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = run(open.result.transaction('keyval', mode).objectStore('keyval'));
      request.onsuccess = () => {
        open.result.close();
        resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    };
  });
}
const set = (key: string, value: unknown) => keyval('readwrite', (store) => store.put(value, key));
const keys = () => keyval('readonly', (store) => store.getAllKeys());

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/dashboard/profile']}>{children}</MemoryRouter>
);

afterEach(async () => {
  signOut();
  await deviceDataForgotten();
  store.set(discardedChangesAtom, 0);
});

test('the local sign-out after deletion or a password change removes the offline copy and the outbox', async () => {
  signIn();
  localStorage.setItem('moneta-last-user', JSON.stringify({ user: TEST_USER, confirmedAt: Date.now() }));
  await set(`moneta-cache:${TEST_USER._id}`, '{"clientState":{"queries":[]}}');
  await set(`moneta-outbox:${TEST_USER._id}`, [{ key: 'k1', queuedAt: 1, write: {} }]);
  const { result } = renderHook(() => useSignOutLocally(), { wrapper });

  act(() => result.current());
  await deviceDataForgotten();

  expect(store.get(isAuthenticatedAtom)).toBe(false);
  expect(localStorage.getItem('moneta-last-user')).toBeNull();
  expect(await keys()).toEqual([]);
  // The unsent change did not go silently.
  expect(store.get(discardedChangesAtom)).toBe(1);
});
