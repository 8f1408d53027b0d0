import { MESSAGES } from '@moneta/shared/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '../src/config';
import { passkeys } from '../src/db/schema';
import {
  bearer,
  cookieValue,
  createTestApp,
  createTestDatabase,
  dataOf,
  deleteAccount,
  exportedData,
  reauthenticate,
  registerUser,
  signedIn,
  type RecordingMailer,
  type SignedIn,
  type TestDatabase,
} from './helpers';
import { softPasskey, type SoftPasskey } from './softAuthenticator';

let testDb: TestDatabase;
let app: FastifyInstance;
let mailer: RecordingMailer;
let config: Config;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ app, mailer, config } = await createTestApp(testDb.database));
});

afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

const db = () => testDb.database.db;
const origin = () => config.publicOrigin;

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, accessToken: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
}

interface Ceremony {
  ceremony: string;
  options: Record<string, unknown>;
}

/** Adds a passkey as Settings does: a fresh proof, the options, the authenticator's answer, a name. */
async function addPasskey(user: SignedIn, passkey: SoftPasskey, name = 'Work laptop') {
  await reauthenticate(app, user.accessToken);
  const { ceremony, options } = dataOf<Ceremony>(
    await call('POST', '/api/auth/passkeys/options', user.accessToken),
  );
  return call('POST', '/api/auth/passkeys', user.accessToken, {
    ceremony,
    name,
    credential: passkey.register(options, origin()),
  });
}

async function signInWith(passkey: SoftPasskey, answerOrigin = origin()): Promise<LightMyRequestResponse> {
  const { ceremony, options } = dataOf<Ceremony>(
    await app.inject({ method: 'POST', url: '/api/auth/passkey/options' }),
  );
  return app.inject({
    method: 'POST',
    url: '/api/auth/passkey/login',
    payload: { ceremony, credential: passkey.signIn(options, answerOrigin) },
  });
}

const overview = async (user: SignedIn) =>
  dataOf<{
    passkeys: { id: string; name: string; lastUsedAt: string | null }[];
    events: { kind: string }[];
  }>(await call('GET', '/api/auth/security', user.accessToken));

describe('adding a passkey', () => {
  it('needs a fresh proof, asks for a verified discoverable credential of this site, and keeps it by name', async () => {
    const user = await registerUser(app);
    expect((await call('POST', '/api/auth/passkeys/options', user.accessToken)).statusCode).toBe(403);

    await reauthenticate(app, user.accessToken);
    const { options } = dataOf<Ceremony>(await call('POST', '/api/auth/passkeys/options', user.accessToken));
    expect(options.rp).toEqual({ name: 'Moneta', id: new URL(origin()).hostname });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.user).toMatchObject({ name: user.email });

    const passkey = softPasskey();
    const added = await addPasskey(user, passkey);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: MESSAGES.passkeyAdded, data: { name: 'Work laptop' } });
    const state = await overview(user);
    expect(state.passkeys).toEqual([expect.objectContaining({ name: 'Work laptop', lastUsedAt: null })]);
    expect(state.events[0]).toMatchObject({ kind: 'passkeyAdded' });
    await app.mailQueue.run();
    expect(mailer.lastTo(user.email)?.subject).toBe('A passkey was added to your Moneta account');

    // The same authenticator again is refused, and a second options call leaves it out.
    const again = await addPasskey(user, passkey);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.passkeyAlreadyAdded });
    const { options: next } = dataOf<Ceremony>(
      await call('POST', '/api/auth/passkeys/options', user.accessToken),
    );
    expect(next.excludeCredentials).toEqual([expect.objectContaining({ id: passkey.credentialId })]);
  });

  it('refuses an answer to no ceremony, a used one, another origin and a missing name', async () => {
    const user = await registerUser(app);
    await reauthenticate(app, user.accessToken);
    const { ceremony, options } = dataOf<Ceremony>(
      await call('POST', '/api/auth/passkeys/options', user.accessToken),
    );
    const passkey = softPasskey();
    const elsewhere = await call('POST', '/api/auth/passkeys', user.accessToken, {
      ceremony,
      name: 'Phone',
      credential: passkey.register(options, 'https://evil.example'),
    });
    expect(elsewhere.json()).toMatchObject({ message: MESSAGES.passkeyNotVerified });
    // The ceremony was taken by that attempt: its challenge answers once.
    const used = await call('POST', '/api/auth/passkeys', user.accessToken, {
      ceremony,
      name: 'Phone',
      credential: passkey.register(options, origin()),
    });
    expect(used.json()).toMatchObject({ message: MESSAGES.passkeyCeremonyExpired });
    const unnamed = await call('POST', '/api/auth/passkeys', user.accessToken, {
      ceremony,
      name: ' ',
      credential: passkey.register(options, origin()),
    });
    expect(unnamed.json()).toMatchObject({
      errors: [{ field: 'name', message: MESSAGES.passkeyNameRequired }],
    });
    // Another person cannot answer this person's ceremony.
    const other = await registerUser(app);
    await reauthenticate(app, user.accessToken);
    const fresh = dataOf<Ceremony>(await call('POST', '/api/auth/passkeys/options', user.accessToken));
    const stolen = await call('POST', '/api/auth/passkeys', other.accessToken, {
      ceremony: fresh.ceremony,
      name: 'Phone',
      credential: passkey.register(fresh.options, origin()),
    });
    expect(stolen.json()).toMatchObject({ message: MESSAGES.passkeyCeremonyExpired });
  });
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey alone, even with two-factor on, and counts its use', async () => {
    const user = await registerUser(app);
    const passkey = softPasskey();
    await addPasskey(user, passkey);
    const setup = dataOf<{ secret: string }>(
      await call('POST', '/api/auth/two-factor/setup', user.accessToken),
    );
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.secret) });
    expect((await call('POST', '/api/auth/two-factor/confirm', user.accessToken, { code })).statusCode).toBe(
      200,
    );
    const { options } = dataOf<Ceremony>(
      await app.inject({ method: 'POST', url: '/api/auth/passkey/options' }),
    );
    expect(options).toMatchObject({ rpId: new URL(origin()).hostname, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const response = await signInWith(passkey);
    expect(response.statusCode).toBe(200);
    expect(cookieValue(response, 'moneta_refresh')).toBeTruthy();
    const session = signedIn(response);
    expect(session.userId).toBe(user.userId);
    const state = await overview(session);
    expect(state.passkeys[0]?.lastUsedAt).not.toBeNull();
    expect(state.events[0]).toMatchObject({ kind: 'signInPasskey' });
  });

  it('refuses an unknown passkey, a replayed answer, another origin and a counter that goes back', async () => {
    const user = await registerUser(app);
    const passkey = softPasskey();
    await addPasskey(user, passkey);

    const unknown = await signInWith(softPasskey());
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: MESSAGES.passkeyUnknown });

    const wrongOrigin = await signInWith(passkey, 'https://evil.example');
    expect(wrongOrigin.json()).toMatchObject({ message: MESSAGES.passkeyNotVerified });

    const { ceremony, options } = dataOf<Ceremony>(
      await app.inject({ method: 'POST', url: '/api/auth/passkey/options' }),
    );
    const answer = passkey.signIn(options, origin());
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/passkey/login',
      payload: { ceremony, credential: answer },
    });
    expect(first.statusCode).toBe(200);
    const replayed = await app.inject({
      method: 'POST',
      url: '/api/auth/passkey/login',
      payload: { ceremony, credential: answer },
    });
    expect(replayed.json()).toMatchObject({ message: MESSAGES.passkeyCeremonyExpired });

    // A copy of the key whose counter lags behind the one the server saw.
    await db().update(passkeys).set({ counter: 1000 }).where(eq(passkeys.userId, user.userId));
    const cloned = await signInWith(passkey);
    expect(cloned.statusCode).toBe(401);
  });
});

describe('managing passkeys', () => {
  it('renames, removes with a fresh proof, and the removed one signs in no more', async () => {
    const user = await registerUser(app);
    const passkey = softPasskey();
    const { data } = (await addPasskey(user, passkey)).json<{ data: { id: string } }>();

    const renamed = await call('PUT', `/api/auth/passkeys/${data.id}`, user.accessToken, { name: 'Phone' });
    expect(renamed.json()).toMatchObject({ message: MESSAGES.passkeyRenamed, data: { name: 'Phone' } });
    const other = await registerUser(app);
    expect(
      (await call('PUT', `/api/auth/passkeys/${data.id}`, other.accessToken, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/auth/passkeys/not-an-id`, user.accessToken)).statusCode).toBe(404);

    const session = signedIn(await signInWith(passkey));
    expect((await call('DELETE', `/api/auth/passkeys/${data.id}`, session.accessToken)).statusCode).toBe(403);
    await reauthenticate(app, session.accessToken);
    const removed = await call('DELETE', `/api/auth/passkeys/${data.id}`, session.accessToken);
    expect(removed.json()).toMatchObject({ message: MESSAGES.passkeyRemoved });
    expect((await signInWith(passkey)).json()).toMatchObject({ message: MESSAGES.passkeyUnknown });
    expect((await overview(session)).events.map((event) => event.kind).slice(0, 2)).toEqual([
      'passkeyRemoved',
      'signInPasskey',
    ]);
  });

  it('exports the passkeys by name and deletes them with the account', async () => {
    const user = await registerUser(app);
    const passkey = softPasskey();
    await addPasskey(user, passkey, 'Tablet');
    const data = await exportedData<{ signInMethods: { passkeys: { name: string }[] } }>(
      app,
      user.accessToken,
    );
    expect(data.signInMethods.passkeys).toEqual([expect.objectContaining({ name: 'Tablet' })]);
    expect(JSON.stringify(data)).not.toContain(passkey.credentialId);
    await reauthenticate(app, user.accessToken);
    expect((await deleteAccount(app, user.accessToken)).statusCode).toBe(200);
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, user.userId))).toEqual([]);
  });
});
