// /api/reset: the three-step password reset. A verified code opens a short,
// single-use reset session held in an httpOnly cookie, which identifies the user when the new password is
// set (the client does not send the e-mail again).
import { resetEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  resetEmailSchema,
  setNewPasswordSchema,
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
import { normalizeEmail } from '../users/users';

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
        return ok(
          { email: normalizeEmail(input.email), verified: true as const },
          'Code verified. You can now set a new password.',
        );
      },
    );

    const setNew = { config: limited, schema: { body: setNewPasswordSchema, response: answers(z.null()) } };
    route(app, resetEndpoints.setNewPassword, setNew, async (request, reply) => {
      assertSameSite(request, config);
      const { newPassword } = request.body;
      const presented = request.cookies[RESET_COOKIE];
      const done = presented ? await resetPassword(ctx, presented, newPassword) : false;
      clearResetCookie(reply, config);
      if (!done) throw badRequest(MESSAGES.resetExpired);
      return ok(null, MESSAGES.passwordReset);
    });
  };
}
