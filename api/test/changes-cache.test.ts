import { changesCache } from '../src/analytics/changesCache';
import { LruCache } from '../src/lib/lruCache';
import { useTestApp } from './helpers';
import { newAnalyticsUser, pinClock, unpinClock } from './analytics-fixtures';
import { create, expense } from './transaction-fixtures';

const file = useTestApp();

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    // Reading a makes b the least recently used.
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
    // Setting a key again replaces its value and does not grow the cache.
    cache.set('a', 10);
    expect(cache.get('a')).toBe(10);
    expect(cache.size).toBe(2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe('changesCache', () => {
  it('computes once while the transactions are unchanged, again after a write', async () => {
    const { db } = file.testDb.database;
    const answer = changesCache<number>(10, ['transactions']);
    const user = await newAnalyticsUser(file.app);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return computed;
    };
    // A user who never wrote a transaction has no stamp: the answer is kept all the same.
    expect(await answer(db, user.userId, 'k', compute)).toBe(1);
    expect(await answer(db, user.userId, 'k', compute)).toBe(1);
    await create(user.transactions, expense());
    expect(await answer(db, user.userId, 'k', compute)).toBe(2);
    expect(await answer(db, user.userId, 'k', compute)).toBe(2);
    // Another key, another user: their own answers.
    expect(await answer(db, user.userId, 'other', compute)).toBe(3);
    const other = await newAnalyticsUser(file.app);
    expect(await answer(db, other.userId, 'k', compute)).toBe(4);
    expect(await answer(db, user.userId, 'k', compute)).toBe(2);
    expect(computed).toBe(4);
  });

  it('sees every write even while the clock stands still (PGlite reads the pinned one)', async () => {
    const { db } = file.testDb.database;
    const answer = changesCache<number>(10, ['transactions']);
    const user = await newAnalyticsUser(file.app);
    let computed = 0;
    const compute = async () => (computed += 1);
    pinClock('2026-11-25T12:00:00Z');
    try {
      await create(user.transactions, expense());
      expect(await answer(db, user.userId, 'k', compute)).toBe(1);
      await create(user.transactions, expense());
      expect(await answer(db, user.userId, 'k', compute)).toBe(2);
      expect(await answer(db, user.userId, 'k', compute)).toBe(2);
    } finally {
      unpinClock();
    }
  });

  it('lets calls made while an answer is computed wait for it, and keeps no failure', async () => {
    const { db } = file.testDb.database;
    const answer = changesCache<string>(10, ['transactions']);
    const user = await newAnalyticsUser(file.app);
    let computed = 0;
    const slow = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 'answer';
    };
    expect(await Promise.all([1, 2, 3].map(() => answer(db, user.userId, 'k', slow)))).toEqual([
      'answer',
      'answer',
      'answer',
    ]);
    expect(computed).toBe(1);

    const failing = async () => {
      throw new Error('database gone');
    };
    await expect(answer(db, user.userId, 'failing', failing)).rejects.toThrow('database gone');
    expect(await answer(db, user.userId, 'failing', async () => 'recovered')).toBe('recovered');
  });
});
