// /api/auth: register, login, refresh, logout, profile, password change, account deletion, verify
// (SPEC section 7 "Authentication and profile"; DESIGN section 3).
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  authPayloadSchema,
  userSchema,
  type AuthPayload,
  type User,
  MESSAGES,
} from '@moneta/shared/contract';
import { z } from 'zod';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../auth/cookies';
import { authOf, bearerToken, signedInScope } from '../auth/guard';
import { assertSameSite } from '../auth/origin';
import {
  checkCredentials,
  openSession,
  reissueAccessToken,
  refreshSession,
  signOut,
  type SignedIn,
} from '../auth/signIn';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { unauthorized } from '../http/errors';
import { bodyEmail, rateLimited } from '../http/rate-limit';
import type { ZodTypeProvider } from '../http/schemas';
import { changePassword, deleteAccount, registerAccount, updateProfile } from '../users/account';
import { getUser, toUser } from '../users/users';

export function authRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** Puts the session's refresh token in its cookie; the access token goes in the body. */
  function answerSignIn(reply: FastifyReply, signedIn: SignedIn): AuthPayload {
    setRefreshCookie(reply, config, signedIn.refreshToken);
    return signedIn.payload;
  }

  return async function register(scope: FastifyInstance): Promise<void> {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    /** The calls whose message is the whole answer. */
    const nothing = answers(z.null());
    app.post(
      '/register',
      {
        config: rateLimited(config),
        schema: { body: registerSchema, response: answers(authPayloadSchema, 201) },
      },
      async (request, reply) => {
        const user = await registerAccount(db, request.body);
        const signedIn = await openSession(db, config.jwtSecret, user, request.headers['user-agent']);
        return reply.status(201).send(ok(answerSignIn(reply, signedIn), MESSAGES.accountCreated));
      },
    );

    app.post(
      '/login',
      {
        config: rateLimited(config, (request) => `${request.ip}|${bodyEmail(request)}`),
        schema: { body: loginSchema, response: answers(authPayloadSchema) },
      },
      async (request, reply) => {
        const user = await checkCredentials(db, request.body.email, request.body.password);
        const signedIn = await openSession(db, config.jwtSecret, user, request.headers['user-agent']);
        return ok(answerSignIn(reply, signedIn), MESSAGES.loggedIn);
      },
    );

    app.post(
      '/refresh',
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

    app.post('/logout', { schema: { response: nothing } }, async (request, reply) => {
      assertSameSite(request, config);
      await signOut(db, config.jwtSecret, request.cookies[REFRESH_COOKIE], bearerToken(request));
      clearRefreshCookie(reply, config);
      return ok(null, MESSAGES.loggedOut);
    });

    await app.register(async (signedInRoutes) => {
      signedInScope(signedInRoutes, config, db);
      const signedIn = signedInRoutes.withTypeProvider<ZodTypeProvider>();

      signedIn.get('/profile', { schema: { response: answers(userSchema) } }, async (request) => {
        return ok<User>(toUser(await getUser(db, authOf(request).userId)));
      });

      signedIn.put(
        '/profile',
        { schema: { body: profileSchema, response: answers(userSchema) } },
        async (request) => {
          const user = await updateProfile(db, authOf(request).userId, request.body);
          return ok<User>(user, MESSAGES.profileUpdated);
        },
      );

      signedIn.put(
        '/updatePassword',
        { schema: { body: changePasswordSchema, response: nothing } },
        async (request, reply) => {
          await changePassword(ctx, authOf(request).userId, request.body);
          clearRefreshCookie(reply, config);
          return ok(null, MESSAGES.passwordUpdated);
        },
      );

      signedIn.put(
        '/deleteaccount',
        { schema: { body: deleteAccountSchema, response: nothing } },
        async (request, reply) => {
          await deleteAccount(db, authOf(request).userId, request.body.password);
          clearRefreshCookie(reply, config);
          return ok(null, MESSAGES.accountDeleted);
        },
      );

      signedIn.get('/verify', { schema: { response: answers(authPayloadSchema) } }, async (request) => {
        return ok<AuthPayload>(await reissueAccessToken(db, config.jwtSecret, authOf(request)));
      });
    });
  };
}
