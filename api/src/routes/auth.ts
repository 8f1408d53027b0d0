// /api/auth: register, login, refresh, logout, profile, password change, account deletion, verify
// (SPEC section 7 "Authentication and profile"; DESIGN section 3).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changePasswordSchema,
  deleteAccountSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  type AuthPayload,
  type User,
} from '@moneta/shared/contract';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from '../auth/cookies';
import { authOf, bearerToken, requireAuth, SESSION_EXPIRED } from '../auth/guard';
import { assertSameSite } from '../auth/origin';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import {
  createSession,
  revokeAllSessions,
  revokeSession,
  revokeSessionOfRefreshToken,
  rotateRefreshToken,
} from '../auth/sessions';
import { signAccessToken, verifyAccessToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { sendQuietly } from '../mail';
import { isUniqueViolation } from '../db/errors';
import { users, type UserRow } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest, conflict, unauthorized } from '../http/errors';
import { bodyEmail, rateLimited } from '../http/rate-limit';
import { parseBody } from '../http/validate';
import { passwordChangedMail } from '../users/messages';
import { deleteUserAndOwnedData } from '../users/ownership';
import { EMAIL_TAKEN, findUserByEmail, getUser, normalizeEmail, toUser, updateUser } from '../users/users';

const INVALID_CREDENTIALS = 'Invalid email or password';
const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
const PASSWORD_INCORRECT = 'Password is incorrect';

export function authRoutes(ctx: AppContext) {
  const { config, db, mailer } = ctx;
  const authenticate = requireAuth(config, db);

  /** Opens a session: refresh cookie plus an access token for it. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<AuthPayload> {
    const session = await createSession(db, user.id, request.headers['user-agent']);
    setRefreshCookie(reply, config, session.refreshToken);
    const accessToken = await signAccessToken(config.jwtSecret, {
      userId: user.id,
      sessionId: session.sessionId,
    });
    return { user: toUser(user), accessToken };
  }

  /** Throws 409 when another account has the e-mail. */
  async function assertEmailFree(email: string, exceptUserId?: string): Promise<void> {
    const holder = await findUserByEmail(db, email);
    if (holder && holder.id !== exceptUserId) throw conflict(EMAIL_TAKEN);
  }

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/register', { config: rateLimited(config) }, async (request, reply) => {
      const input = parseBody(registerSchema, request.body);
      const email = normalizeEmail(input.email);
      await assertEmailFree(email);
      const passwordHash = await hashPassword(input.password);
      let created: UserRow | undefined;
      try {
        [created] = await db
          .insert(users)
          .values({ username: input.username, email, passwordHash })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      if (!created) throw new Error('user insert returned no row');
      const payload = await signIn(request, reply, created);
      return reply.status(201).send(ok(payload, 'Account created successfully'));
    });

    app.post(
      '/login',
      { config: rateLimited(config, (request) => `${request.ip}|${bodyEmail(request)}`) },
      async (request, reply) => {
        const input = parseBody(loginSchema, request.body);
        const user = await findUserByEmail(db, input.email);
        const valid = user
          ? await verifyPassword(user.passwordHash, input.password)
          : await verifyAgainstDummy(input.password);
        if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
        return ok(await signIn(request, reply, user), 'Logged in successfully');
      },
    );

    app.post('/refresh', async (request, reply) => {
      assertSameSite(request, config);
      const presented = request.cookies[REFRESH_COOKIE];
      // Every visit starts with a refresh; without a cookie nobody is signed in, which is not an error.
      if (!presented) return ok(null, 'Not signed in');
      const rotation = await rotateRefreshToken(db, presented, request.headers['user-agent']);
      if (!rotation.ok) {
        clearRefreshCookie(reply, config);
        if (rotation.reason === 'reused') request.log.warn('refresh token reused: session revoked');
        throw unauthorized(SESSION_EXPIRED);
      }
      const user = await getUser(db, rotation.userId);
      setRefreshCookie(reply, config, rotation.refreshToken);
      const accessToken = await signAccessToken(config.jwtSecret, {
        userId: user.id,
        sessionId: rotation.sessionId,
      });
      return ok<AuthPayload>({ user: toUser(user), accessToken });
    });

    app.post('/logout', async (request, reply) => {
      assertSameSite(request, config);
      const presented = request.cookies[REFRESH_COOKIE];
      if (presented) await revokeSessionOfRefreshToken(db, presented);
      const token = bearerToken(request);
      const claims = token ? await verifyAccessToken(config.jwtSecret, token) : null;
      if (claims) await revokeSession(db, claims.userId, claims.sessionId);
      clearRefreshCookie(reply, config);
      return ok(null, 'Logged out successfully');
    });

    app.get('/profile', { preHandler: authenticate }, async (request) => {
      return ok<User>(toUser(await getUser(db, authOf(request).userId)));
    });

    app.put('/profile', { preHandler: authenticate }, async (request) => {
      const { userId } = authOf(request);
      const input = parseBody(profileSchema, request.body);
      const email = normalizeEmail(input.email);
      await assertEmailFree(email, userId);
      try {
        const updated = await updateUser(db, userId, { username: input.username, email });
        return ok<User>(toUser(updated), 'Profile updated successfully');
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    });

    app.put('/updatePassword', { preHandler: authenticate }, async (request, reply) => {
      const { userId } = authOf(request);
      const input = parseBody(changePasswordSchema, request.body);
      const user = await getUser(db, userId);
      // 400, not 401: the client answers a 401 by refreshing the token.
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest(CURRENT_PASSWORD_INCORRECT, [
          { field: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT },
        ]);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await updateUser(tx, userId, { passwordHash });
        await revokeAllSessions(tx, userId);
      });
      clearRefreshCookie(reply, config);
      await sendQuietly(mailer, request.log, passwordChangedMail(user.email, config.supportEmail));
      return ok(null, 'Password updated successfully. Please log in again.');
    });

    app.put('/deleteaccount', { preHandler: authenticate }, async (request, reply) => {
      const input = parseBody(deleteAccountSchema, request.body);
      const user = await getUser(db, authOf(request).userId);
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw badRequest(PASSWORD_INCORRECT, [{ field: 'password', message: PASSWORD_INCORRECT }]);
      }
      await deleteUserAndOwnedData(db, user);
      clearRefreshCookie(reply, config);
      return ok(null, 'Account deleted successfully');
    });

    app.get('/verify', { preHandler: authenticate }, async (request) => {
      const claims = authOf(request);
      const user = await getUser(db, claims.userId);
      const accessToken = await signAccessToken(config.jwtSecret, claims);
      return ok<AuthPayload>({ user: toUser(user), accessToken });
    });
  };
}
