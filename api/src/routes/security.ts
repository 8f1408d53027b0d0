// /api/auth/security and /api/auth/two-factor: the sign-in methods with their last use and the security events,
// and two-factor's setup, confirmation, turning off and new recovery codes. What could lock the owner out or let
// someone else keep a way in (a new secret, turning it off, new recovery codes) needs a fresh proof.
import { securityEndpoints } from '@moneta/shared/endpoints';
import {
  authenticatorCodeSchema,
  MESSAGES,
  recoveryCodesSchema,
  securityOverviewSchema,
  twoFactorSetupSchema,
  type RecoveryCodes,
  type SecurityOverview,
  type TwoFactorSetup,
} from '@moneta/shared/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, signedInScope } from '../auth/guard';
import { recoveryCodesLeft } from '../auth/recoveryCodes';
import { lastPasswordSignIn, listSecurityEvents } from '../auth/securityEvents';
import { requireFreshProof } from '../auth/stepUp';
import {
  confirmTwoFactor,
  disableTwoFactor,
  newRecoveryCodes,
  startTwoFactorSetup,
  twoFactorState,
} from '../auth/twoFactor';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { passwordLimited } from '../http/rate-limit';
import { route } from '../http/route';
import type { ZodTypeProvider } from '../http/schemas';

export function securityRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const freshProof = requireFreshProof(db);

    route(
      app,
      securityEndpoints.overview,
      { schema: { response: answers(securityOverviewSchema) } },
      async (request) => {
        const { userId } = authOf(request);
        const [lastUsedAt, twoFactor, recoveryCodes, events] = await Promise.all([
          lastPasswordSignIn(db, userId),
          twoFactorState(db, userId),
          recoveryCodesLeft(db, userId),
          listSecurityEvents(db, userId),
        ]);
        return ok<SecurityOverview>({
          password: { lastUsedAt: lastUsedAt?.toISOString() ?? null },
          twoFactor: { ...twoFactor, recoveryCodesLeft: twoFactor.enabled ? recoveryCodes : 0 },
          events,
        });
      },
    );

    route(
      app,
      securityEndpoints.setupTwoFactor,
      { onRequest: freshProof, schema: { response: answers(twoFactorSetupSchema) } },
      async (request) => {
        const setup = await startTwoFactorSetup(ctx, authOf(request).userId);
        return ok<TwoFactorSetup>(setup, MESSAGES.twoFactorSetupStarted);
      },
    );

    // A wrong code counts toward the account's slow-down: a stolen session cannot try codes without end.
    route(
      app,
      securityEndpoints.confirmTwoFactor,
      {
        config: passwordLimited({ routeKey: 'address', account: 'user' }),
        schema: { body: authenticatorCodeSchema, response: answers(recoveryCodesSchema) },
      },
      async (request) => {
        const { userId } = authOf(request);
        const codes = await confirmTwoFactor(ctx, userId, request.body.code, request.headers['user-agent']);
        return ok<RecoveryCodes>(codes, MESSAGES.twoFactorEnabled);
      },
    );

    route(
      app,
      securityEndpoints.disableTwoFactor,
      { onRequest: freshProof, schema: { response: answers(z.null()) } },
      async (request) => {
        await disableTwoFactor(ctx, authOf(request).userId, request.headers['user-agent']);
        return ok(null, MESSAGES.twoFactorDisabled);
      },
    );

    route(
      app,
      securityEndpoints.newRecoveryCodes,
      { onRequest: freshProof, schema: { response: answers(recoveryCodesSchema) } },
      async (request) => {
        const codes = await newRecoveryCodes(ctx, authOf(request).userId, request.headers['user-agent']);
        return ok<RecoveryCodes>(codes, MESSAGES.recoveryCodesCreated);
      },
    );
  };
}
