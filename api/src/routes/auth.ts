// /api/auth: register, login, refresh, logout, profile, password change, account deletion, verify
// (SPEC section 7 "Authentication and profile"; DESIGN section 3).
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  type AuthPayload,
  type User,
  MESSAGES,
} from '@moneta/shared/contract';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../auth/cookies';
import { authOf, bearerToken, requireAuth } from '../auth/guard';
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
import { ok } from '../http/envelope';
import { unauthorized } from '../http/errors';
import { bodyEmail, rateLimited } from '../http/rate-limit';
import { parseBody } from '../http/validate';
import { changePassword, deleteAccount, registerAccount, updateProfile } from '../users/account';
import { getUser, toUser } from '../users/users';

export function authRoutes(ctx: AppContext) {
  const { config, db } = ctx;
  const authenticate = requireAuth(config, db);

  /** Puts the session's refresh token in its cookie; the access token goes in the body. */
  function answerSignIn(reply: FastifyReply, signedIn: SignedIn): AuthPayload {
    setRefreshCookie(reply, config, signedIn.refreshToken);
    return signedIn.payload;
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/register', { config: rateLimited(config) }, async (request, reply) => {
      const input = parseBody(registerSchema, request.body);
      const user = await registerAccount(db, input);
      const signedIn = await openSession(db, config.jwtSecret, user, request.headers['user-agent']);
      return reply.status(201).send(ok(answerSignIn(reply, signedIn), MESSAGES.accountCreated));
    });

    app.post(
      '/login',
      { config: rateLimited(config, (request) => `${request.ip}|${bodyEmail(request)}`) },
      async (request, reply) => {
        const input = parseBody(loginSchema, request.body);
        const user = await checkCredentials(db, input.email, input.password);
        const signedIn = await openSession(db, config.jwtSecret, user, request.headers['user-agent']);
        return ok(answerSignIn(reply, signedIn), MESSAGES.loggedIn);
      },
    );

    app.post('/refresh', async (request, reply) => {
      assertSameSite(request, config);
      const presented = request.cookies[REFRESH_COOKIE];
      // Every visit starts with a refresh; without a cookie nobody is signed in, which is not an error.
      if (!presented) return ok(null, MESSAGES.notSignedIn);
      const refreshed = await refreshSession(db, config.jwtSecret, presented, request.headers['user-agent']);
      if (!refreshed.ok) {
        clearRefreshCookie(reply, config);
        if (refreshed.reason === 'reused') request.log.warn('refresh token reused: session revoked');
        throw unauthorized(MESSAGES.sessionExpired);
      }
      return ok<AuthPayload>(answerSignIn(reply, refreshed));
    });

    app.post('/logout', async (request, reply) => {
      assertSameSite(request, config);
      await signOut(db, config.jwtSecret, request.cookies[REFRESH_COOKIE], bearerToken(request));
      clearRefreshCookie(reply, config);
      return ok(null, MESSAGES.loggedOut);
    });

    app.get('/profile', { preHandler: authenticate }, async (request) => {
      return ok<User>(toUser(await getUser(db, authOf(request).userId)));
    });

    app.put('/profile', { preHandler: authenticate }, async (request) => {
      const input = parseBody(profileSchema, request.body);
      return ok<User>(await updateProfile(db, authOf(request).userId, input), MESSAGES.profileUpdated);
    });

    app.put('/updatePassword', { preHandler: authenticate }, async (request, reply) => {
      const input = parseBody(changePasswordSchema, request.body);
      await changePassword(ctx, authOf(request).userId, input);
      clearRefreshCookie(reply, config);
      return ok(null, MESSAGES.passwordUpdated);
    });

    app.put('/deleteaccount', { preHandler: authenticate }, async (request, reply) => {
      const input = parseBody(deleteAccountSchema, request.body);
      await deleteAccount(db, authOf(request).userId, input.password);
      clearRefreshCookie(reply, config);
      return ok(null, MESSAGES.accountDeleted);
    });

    app.get('/verify', { preHandler: authenticate }, async (request) => {
      return ok<AuthPayload>(await reissueAccessToken(db, config.jwtSecret, authOf(request)));
    });
  };
}
