import { newIdempotencyKey } from './idempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => jest.restoreAllMocks());

test('a new random UUID each time', () => {
  const first = newIdempotencyKey();
  expect(first).toMatch(UUID_V4);
  expect(newIdempotencyKey()).not.toBe(first);
});

test('without crypto.randomUUID (plain http), a UUID from getRandomValues', () => {
  const randomUUID = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(key);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
  }
});
