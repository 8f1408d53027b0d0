// /api/auth/security, /api/auth/two-factor and /api/auth/passkeys: the sign-in methods with their last use and
// the security events; two-factor's setup, confirmation, turning off and new recovery codes; passkeys added,
// renamed and removed. What could lock the owner out or let someone else keep a way in (a new secret, turning
// it off, new recovery codes, a new passkey's options, removing one) needs a fresh proof.
import { securityEndpoints } from '@moneta/shared/endpoints';
import {
  authenticatorCodeSchema,
  MESSAGES,
  passkeyCeremonySchema,
  passkeyNameSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  recoveryCodesSchema,
  securityOverviewSchema,
  twoFactorSetupSchema,
  type Passkey,
  type PasskeyCeremony,
  type RecoveryCodes,
  type SecurityOverview,
  type TwoFactorSetup,
} from '@moneta/shared/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authOf, signedInScope } from '../auth/guard';
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
} from '../auth/passkeys';
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
import { idParamsSchema, pathId } from '../http/ids';
import { passwordLimited, rateLimited } from '../http/rate-limit';
import { route } from '../http/route';
import type { ZodTypeProvider } from '../http/schemas';

export function securityRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const freshProof = requireFreshProof(db);
    const passkeyId = (id: string) => pathId(id, MESSAGES.passkeyNotFound);

    route(
      app,
      securityEndpoints.overview,
      { schema: { response: answers(securityOverviewSchema) } },
      async (request) => {
        const { userId } = authOf(request);
        const [lastUsedAt, twoFactor, recoveryCodes, passkeyList, events] = await Promise.all([
          lastPasswordSignIn(db, userId),
          twoFactorState(db, userId),
          recoveryCodesLeft(db, userId),
          listPasskeys(db, userId),
          listSecurityEvents(db, userId),
        ]);
        return ok<SecurityOverview>({
          password: { lastUsedAt: lastUsedAt?.toISOString() ?? null },
          twoFactor: { ...twoFactor, recoveryCodesLeft: twoFactor.enabled ? recoveryCodes : 0 },
          passkeys: passkeyList,
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

    route(
      app,
      securityEndpoints.passkeyOptions,
      { onRequest: freshProof, schema: { response: answers(passkeyCeremonySchema) } },
      async (request) => ok<PasskeyCeremony>(await startPasskeyRegistration(ctx, authOf(request).userId)),
    );

    route(
      app,
      securityEndpoints.addPasskey,
      {
        config: rateLimited(config),
        schema: { body: passkeyRegistrationSchema, response: answers(passkeySchema, 201) },
      },
      async (request, reply) => {
        const { userId } = authOf(request);
        const passkey = await addPasskey(ctx, userId, request.body, request.headers['user-agent']);
        return reply.status(201).send(ok<Passkey>(passkey, MESSAGES.passkeyAdded));
      },
    );

    route(
      app,
      securityEndpoints.renamePasskey,
      { schema: { params: idParamsSchema, body: passkeyNameSchema, response: answers(passkeySchema) } },
      async (request) => {
        const { userId } = authOf(request);
        const passkey = await renamePasskey(db, userId, passkeyId(request.params.id), request.body.name);
        return ok<Passkey>(passkey, MESSAGES.passkeyRenamed);
      },
    );

    route(
      app,
      securityEndpoints.removePasskey,
      { onRequest: freshProof, schema: { params: idParamsSchema, response: answers(z.null()) } },
      async (request) => {
        await removePasskey(
          ctx,
          authOf(request).userId,
          passkeyId(request.params.id),
          request.headers['user-agent'],
        );
        return ok(null, MESSAGES.passkeyRemoved);
      },
    );
  };
}
