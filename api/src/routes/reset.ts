// /api/reset: the three-step password reset. A verified code opens a short,
// single-use reset session held in an httpOnly cookie, which identifies the user when the new password is
// set (the client does not send the e-mail again).
import { resetEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  resetEmailSchema,
  resetPasswordSchema,
  verifyOtpSchema,
  otpVerifiedSchema,
  sendOtpResultSchema,
  type SendOtpResult,
  MESSAGES,
} from '@moneta/shared/contract';
import { z } from 'zod';
import { clearResetCookie, RESET_COOKIE, setResetCookie } from '../auth/cookies';
import { assertSameSite } from '../auth/origin';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { passwordLimited } from '../http/rate-limit';
import type { ZodTypeProvider } from '../http/schemas';
import { resetPassword, sendResetCode, verifyResetCode } from '../reset/codes';
import { findUserByEmail, normalizeEmail } from '../users/users';
import { recordSecurityEvent } from '../auth/securityEvents';
import { twoFactorEnabled } from '../auth/twoFactor';

export function resetRoutes(ctx: AppContext) {
  const { config } = ctx;

  return async function register(scope: FastifyInstance): Promise<void> {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const limited = passwordLimited({ routeKey: 'address' });

    route(
      app,
      resetEndpoints.sendOtp,
      { config: limited, schema: { body: resetEmailSchema, response: answers(sendOtpResultSchema) } },
      async (request) => {
        const sent = await sendResetCode(ctx, request.body.email);
        return ok<SendOtpResult>(sent, MESSAGES.codeSent);
      },
    );

    route(
      app,
      resetEndpoints.verifyOtp,
      { config: limited, schema: { body: verifyOtpSchema, response: answers(otpVerifiedSchema) } },
      async (request, reply) => {
        const input = request.body;
        const resetToken = await verifyResetCode(ctx, input.email, input.code);
        setResetCookie(reply, config, resetToken);
        // The code was right, so the account exists: whether it has two-factor on is the owner's to know.
        const owner = await findUserByEmail(ctx.db, input.email);
        const twoFactor = owner ? await twoFactorEnabled(ctx.db, owner.id) : false;
        return ok(
          { email: normalizeEmail(input.email), verified: true as const, twoFactor },
          MESSAGES.codeVerified,
        );
      },
    );

    const setNew = { config: limited, schema: { body: resetPasswordSchema, response: answers(z.null()) } };
    route(app, resetEndpoints.setNewPassword, setNew, async (request, reply) => {
      assertSameSite(request, config);
      const presented = request.cookies[RESET_COOKIE];
      const owner = presented ? await resetPassword(ctx, presented, request.body) : null;
      clearResetCookie(reply, config);
      if (!owner) throw badRequest(MESSAGES.resetExpired);
      await recordSecurityEvent(ctx.db, owner, 'passwordReset', request.headers['user-agent']);
      return ok(null, MESSAGES.passwordReset);
    });
  };
}
