import { DEFAULT_PREFERENCES, mergePreferences, preferencesAtom, store } from '@moneta/shared';

beforeEach(() => store.set(preferencesAtom, { ...DEFAULT_PREFERENCES }));

test('merged preferences that repeat what is shown leave the preferences as they are, with no update', () => {
  const shown = store.get(preferencesAtom);
  const updates = jest.fn();
  const unsubscribe = store.sub(preferencesAtom, updates);
  mergePreferences({ ...DEFAULT_PREFERENCES });
  mergePreferences({ theme: DEFAULT_PREFERENCES.theme });
  expect(store.get(preferencesAtom)).toBe(shown);
  expect(updates).not.toHaveBeenCalled();
  unsubscribe();
});

test('a changed preference is merged over the others', () => {
  const updates = jest.fn();
  const unsubscribe = store.sub(preferencesAtom, updates);
  mergePreferences({ currency: 'EUR' });
  expect(store.get(preferencesAtom)).toEqual({ ...DEFAULT_PREFERENCES, currency: 'EUR' });
  expect(updates).toHaveBeenCalledTimes(1);
  unsubscribe();
});
