// /api/auth: register, login (its second step, or a passkey alone), refresh, logout, profile, password change,
// account deletion, verify.
import { authEndpoints, securityEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  profileSchema,
  reauthenticateSchema,
  registerSchema,
  authPayloadSchema,
  userSchema,
  loginAnswerSchema,
  loginTwoFactorSchema,
  passkeyCeremonySchema,
  passkeyLoginSchema,
  TWO_FACTOR_CHALLENGE_SECONDS,
  type AuthPayload,
  type LoginAnswer,
  type PasskeyCeremony,
  type SecurityEventKind,
  type TwoFactorChallenge,
  type User,
  MESSAGES,
} from '@moneta/shared/contract';
import { z } from 'zod';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../auth/cookies';
import { authOf, bearerToken, signedInScope } from '../auth/guard';
import { assertSameSite } from '../auth/origin';
import { verifyPassword } from '../auth/passwords';
import {
  checkCredentials,
  openSession,
  reissueAccessToken,
  refreshSession,
  signOut,
  type SignedIn,
} from '../auth/signIn';
import { signInWithPasskey, startPasskeySignIn } from '../auth/passkeys';
import { recordSecurityEvent } from '../auth/securityEvents';
import { markProved } from '../auth/stepUp';
import { signChallengeToken, verifyChallengeToken } from '../auth/tokens';
import { twoFactorEnabled, useSecondFactor } from '../auth/twoFactor';
import type { AppContext } from '../context';
import { answers, answersFile, ok } from '../http/envelope';
import { unauthorized } from '../http/errors';
import { passwordLimited, passwordRejected, rateLimited, secondFactorPending } from '../http/rate-limit';
import type { ZodTypeProvider } from '../http/schemas';
import { changePassword, deleteAccount, registerAccount, updateProfile } from '../users/account';
import {
  peekToken,
  resendVerification,
  undoEmailChange,
  UNDO_EMAIL_CHANGE_PATH,
  VERIFIED_LANDING_PATH,
  VERIFY_EMAIL_PATH,
  verifyEmailToken,
} from '../users/emailAddress';
import type { UserRow } from '../users/schema';
import { undoPage, UNDO_PAGE_TYPE } from '../users/undoPage';
import { findUserByEmail, getUser, toUser } from '../users/users';

const AUTH_PREFIX = '/api/auth';
/** A link's token as written by randomToken, with room to spare; anything longer is no token of ours. */
const TOKEN_MAX_LENGTH = 128;
const tokenBodySchema = z.object({ token: z.string().max(TOKEN_MAX_LENGTH) });

/** The `token` of a link's query: '' when missing, repeated or too long. */
function linkToken(query: unknown): string {
  if (typeof query !== 'object' || query === null || !('token' in query)) return '';
  const value: unknown = query.token;
  return typeof value === 'string' && value.length <= TOKEN_MAX_LENGTH ? value : '';
}

/** The verification link's answer: to the profile, which says how it went. */
const VERIFY_REDIRECT = {
  303: {
    description: `To ${VERIFIED_LANDING_PATH}?emailVerified=1, or 0 for a link that is not valid.`,
    type: 'null',
  },
};
const UNDO_PAGE = answersFile(UNDO_PAGE_TYPE, 'A page that asks to confirm the undo, or tells how it went.');

export function authRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** Puts the session's refresh token in its cookie; the access token goes in the body. */
  function answerSignIn(reply: FastifyReply, signedIn: SignedIn): AuthPayload {
    setRefreshCookie(reply, config, signedIn.refreshToken);
    return signedIn.payload;
  }

  /** Opens a session for the person on the request's device, records how they signed in, and answers it. */
  async function openSignedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    how: SecurityEventKind,
  ): Promise<AuthPayload> {
    const userAgent = request.headers['user-agent'];
    const signedIn = await openSession(db, config.jwtSecret, user, userAgent);
    await recordSecurityEvent(db, user.id, how, userAgent);
    return answerSignIn(reply, signedIn);
  }

  return async function register(scope: FastifyInstance): Promise<void> {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    /** The calls whose message is the whole answer. */
    const nothing = answers(z.null());
    route(
      app,
      authEndpoints.register,
      {
        config: passwordLimited({ routeKey: 'address' }),
        schema: { body: registerSchema, response: answers(authPayloadSchema, 201) },
      },
      async (request, reply) => {
        const user = await registerAccount(ctx, request.body);
        // Signed up is signed in with the password: Settings names its last use from the first day.
        const payload = await openSignedIn(request, reply, user, 'signIn');
        return reply.status(201).send(ok(payload, MESSAGES.accountCreated));
      },
    );

    route(
      app,
      authEndpoints.login,
      {
        config: passwordLimited({ routeKey: 'address+email', account: 'email' }),
        schema: { body: loginSchema, response: answers(loginAnswerSchema) },
      },
      async (request, reply) => {
        const user = await checkCredentials(
          db,
          config.passwordHashing,
          request.body.email,
          request.body.password,
        );
        if (await twoFactorEnabled(db, user.id)) {
          secondFactorPending(request);
          const challenge: TwoFactorChallenge = {
            twoFactorChallenge: await signChallengeToken(
              config.jwtSecret,
              user.id,
              TWO_FACTOR_CHALLENGE_SECONDS,
            ),
            expiresInSeconds: TWO_FACTOR_CHALLENGE_SECONDS,
          };
          return ok<LoginAnswer>(challenge, MESSAGES.twoFactorRequired);
        }
        return ok<LoginAnswer>(await openSignedIn(request, reply, user, 'signIn'), MESSAGES.loggedIn);
      },
    );

    // A sign-in with a passkey alone: the options of any passkey of this site, then the passkey's answer. It
    // counts as both factors. Its failures count toward the address's budget like a wrong password's.
    route(
      app,
      securityEndpoints.passkeyLoginOptions,
      { config: rateLimited(config), schema: { response: answers(passkeyCeremonySchema) } },
      async () => ok<PasskeyCeremony>(await startPasskeySignIn(ctx)),
    );

    route(
      app,
      securityEndpoints.passkeyLogin,
      {
        config: passwordLimited({ routeKey: 'address' }),
        schema: { body: passkeyLoginSchema, response: answers(authPayloadSchema) },
      },
      async (request, reply) => {
        const user = await signInWithPasskey(ctx, request.body);
        return ok(await openSignedIn(request, reply, user, 'signInPasskey'), MESSAGES.loggedIn);
      },
    );

    // The second step: the challenge of a right password and a code. Counted per address and e-mail like the
    // password, so that the same limits hold wrong codes.
    route(
      app,
      securityEndpoints.loginTwoFactor,
      {
        config: passwordLimited({ routeKey: 'address+email', account: 'email' }),
        schema: { body: loginTwoFactorSchema, response: answers(authPayloadSchema) },
      },
      async (request, reply) => {
        const { email, challenge, code } = request.body;
        const userId = await verifyChallengeToken(config.jwtSecret, challenge);
        const user = await findUserByEmail(db, email);
        if (!userId || user?.id !== userId) throw unauthorized(MESSAGES.twoFactorChallengeExpired);
        const kind = await useSecondFactor(ctx, user.id, code);
        const how = kind === 'totp' ? 'signInTwoFactor' : 'signInRecoveryCode';
        return ok(await openSignedIn(request, reply, user, how), MESSAGES.loggedIn);
      },
    );

    route(
      app,
      authEndpoints.refresh,
      { schema: { response: answers(authPayloadSchema.nullable()) } },
      async (request, reply) => {
        assertSameSite(request, config);
        const presented = request.cookies[REFRESH_COOKIE];
        // Every visit starts with a refresh; without a cookie nobody is signed in, which is not an error.
        if (!presented) return ok(null, MESSAGES.notSignedIn);
        const refreshed = await refreshSession(
          db,
          config.jwtSecret,
          presented,
          request.headers['user-agent'],
        );
        if (!refreshed.ok) {
          clearRefreshCookie(reply, config);
          if (refreshed.reason === 'reused') request.log.warn('refresh token reused: session revoked');
          throw unauthorized(MESSAGES.sessionExpired);
        }
        return ok<AuthPayload>(answerSignIn(reply, refreshed));
      },
    );

    route(app, authEndpoints.logout, { schema: { response: nothing } }, async (request, reply) => {
      assertSameSite(request, config);
      await signOut(db, config.jwtSecret, request.cookies[REFRESH_COOKIE], bearerToken(request));
      clearRefreshCookie(reply, config);
      return ok(null, MESSAGES.loggedOut);
    });

    // The link mailed to an address: opened by a browser, signed in or not, maybe on another device.
    app.get(
      VERIFY_EMAIL_PATH.slice(AUTH_PREFIX.length),
      { config: rateLimited(config), schema: { response: VERIFY_REDIRECT } },
      async (request, reply) => {
        const token = linkToken(request.query);
        const outcome = token === '' ? 'invalid' : await verifyEmailToken(ctx, token);
        return reply.redirect(`${VERIFIED_LANDING_PATH}?emailVerified=${outcome === 'invalid' ? 0 : 1}`, 303);
      },
    );

    // The undo link of the mail to a replaced address: a page with a button, since mail scanners open links
    // by themselves, and an undo signs every device out.
    const undoPath = UNDO_EMAIL_CHANGE_PATH.slice(AUTH_PREFIX.length);
    await app.register(async (undoScope) => {
      // The page's form posts its token as a form does; nothing else of this API reads form bodies.
      undoScope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const undo = undoScope.withTypeProvider<ZodTypeProvider>();
      undo.get(
        undoPath,
        { config: rateLimited(config), schema: { response: UNDO_PAGE } },
        async (request, reply) => {
          const token = linkToken(request.query);
          const row = token === '' ? undefined : await peekToken(db, token, 'undo-change');
          const owner = row && (await getUser(db, row.userId));
          const page =
            row && owner ? undoPage.confirm(owner.language, row.email, token) : undoPage.invalid('en');
          return reply.type(UNDO_PAGE_TYPE).send(page);
        },
      );
      undo.post(
        undoPath,
        { config: rateLimited(config), schema: { body: tokenBodySchema, response: UNDO_PAGE } },
        async (request, reply) => {
          const row = await peekToken(db, request.body.token, 'undo-change');
          const owner = row && (await getUser(db, row.userId));
          const done = owner ? await undoEmailChange(db, request.body.token) : false;
          const page =
            owner && done ? undoPage.done(owner.language) : undoPage.invalid(owner?.language ?? 'en');
          return reply.type(UNDO_PAGE_TYPE).send(page);
        },
      );
    });

    await app.register(async (signedInRoutes) => {
      signedInScope(signedInRoutes, config, db);
      const signedIn = signedInRoutes.withTypeProvider<ZodTypeProvider>();

      route(
        signedIn,
        authEndpoints.profile,
        { schema: { response: answers(userSchema) } },
        async (request) => {
          return ok<User>(toUser(await getUser(db, authOf(request).userId)));
        },
      );

      route(
        signedIn,
        authEndpoints.updateProfile,
        { schema: { body: profileSchema, response: answers(userSchema) } },
        async (request) => {
          const { user, emailChangePending } = await updateProfile(ctx, authOf(request), request.body);
          return ok<User>(user, emailChangePending ? MESSAGES.emailChangePending : MESSAGES.profileUpdated);
        },
      );

      // The fresh proof that a change which could hand the account over asks for (auth/stepUp.ts).
      route(
        signedIn,
        authEndpoints.reauthenticate,
        {
          config: passwordLimited({ routeKey: 'address', account: 'user' }),
          schema: { body: reauthenticateSchema, response: nothing },
        },
        async (request) => {
          const claims = authOf(request);
          const user = await getUser(db, claims.userId);
          // 400, not 401: the client answers a 401 by refreshing the token.
          if (!(await verifyPassword(user.passwordHash, request.body.password))) {
            throw passwordRejected(400, MESSAGES.passwordIncorrect, [
              { field: 'password', message: MESSAGES.passwordIncorrect },
            ]);
          }
          await markProved(db, claims);
          return ok(null, MESSAGES.passwordConfirmed);
        },
      );

      route(
        signedIn,
        authEndpoints.resendVerification,
        {
          config: rateLimited(config, (request) => `verify-resend:${request.auth?.userId ?? request.ip}`),
          schema: { response: nothing },
        },
        async (request) => {
          await resendVerification(ctx, authOf(request).userId);
          return ok(null, MESSAGES.verificationSent);
        },
      );

      route(
        signedIn,
        authEndpoints.updatePassword,
        {
          config: passwordLimited({ routeKey: 'address', account: 'user' }),
          schema: { body: changePasswordSchema, response: nothing },
        },
        async (request, reply) => {
          const { userId } = authOf(request);
          await changePassword(ctx, userId, request.body);
          await recordSecurityEvent(db, userId, 'passwordChanged', request.headers['user-agent']);
          clearRefreshCookie(reply, config);
          return ok(null, MESSAGES.passwordUpdated);
        },
      );

      route(
        signedIn,
        authEndpoints.deleteAccount,
        {
          config: passwordLimited({ routeKey: 'address', account: 'user' }),
          schema: { body: deleteAccountSchema, response: nothing },
        },
        async (request, reply) => {
          await deleteAccount(db, authOf(request).userId, request.body.password);
          clearRefreshCookie(reply, config);
          return ok(null, MESSAGES.accountDeleted);
        },
      );

      route(
        signedIn,
        authEndpoints.verify,
        { schema: { response: answers(authPayloadSchema) } },
        async (request) => {
          return ok<AuthPayload>(await reissueAccessToken(db, config.jwtSecret, authOf(request)));
        },
      );
    });
  };
}
