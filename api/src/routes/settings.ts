// /api/settings: preferences, active sessions and the data export.
import { settingsEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  BACKUP_MAX_BYTES,
  backupSchema,
  DEFAULT_PREFERENCES,
  preferencesPatchSchema,
  activeSessionSchema,
  apiFailureSchema,
  preferencesResponseSchema,
  restoreResultSchema,
  sessionRevokedSchema,
  sessionsRevokedSchema,
  type ActiveSession,
  type Preferences,
  type RestoreResult,
  MESSAGES,
} from '@moneta/shared/contract';
import { z } from 'zod';
import { clearRefreshCookie } from '../auth/cookies';
import { sessionsEnded } from '../auth/accessChecks';
import { authOf, signedInScope } from '../auth/guard';
import { listActiveSessions, revokeAllSessions, revokeSession } from '../auth/sessions';
import { requireFreshProof } from '../auth/stepUp';
import type { AppContext } from '../context';
import { answers, answersFile, ok } from '../http/envelope';
import { errorHandler, failure, notFound } from '../http/errors';
import { jsonSchema } from '../http/openapi';
import { rateLimited } from '../http/rate-limit';
import type { ZodTypeProvider } from '../http/schemas';
import { exportUserData } from '../users/ownership';
import { checkBackup, restoreUserData } from '../users/restore';
import { getUser, preferencesOf, updateUser } from '../users/users';

const HOUR_MS = 60 * 60 * 1000;

const sessionIdSchema = z.uuid();

/** The export is a backup file: what POST /restore reads, with the profile, sessions and time for the person. */
const BACKUP_FILE = answersFile(
  'application/json',
  'A Moneta backup file, which POST /api/settings/restore reads back.',
  // What a restore reads (its input), which leaves room for the keys the restore ignores.
  jsonSchema(backupSchema, 'input'),
);
const sessionParamsSchema = z.object({ id: z.string() });

export function settingsRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  return async function register(scope: FastifyInstance): Promise<void> {
    signedInScope(scope, config, db);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const preferences = { schema: { response: answers(preferencesResponseSchema) } };

    route(app, settingsEndpoints.preferences, preferences, async (request) => {
      return ok<Preferences>(preferencesOf(await getUser(db, authOf(request).userId)));
    });

    route(
      app,
      settingsEndpoints.updatePreferences,
      { schema: { body: preferencesPatchSchema, response: answers(preferencesResponseSchema) } },
      async (request) => {
        const updated = await updateUser(db, authOf(request).userId, request.body);
        return ok<Preferences>(preferencesOf(updated), MESSAGES.preferencesSaved);
      },
    );

    route(app, settingsEndpoints.resetPreferences, preferences, async (request) => {
      const updated = await updateUser(db, authOf(request).userId, { ...DEFAULT_PREFERENCES });
      return ok<Preferences>(preferencesOf(updated), MESSAGES.preferencesReset);
    });

    route(
      app,
      settingsEndpoints.sessions,
      { schema: { response: answers(z.array(activeSessionSchema)) } },
      async (request) => {
        const { userId, sessionId } = authOf(request);
        return ok<ActiveSession[]>(await listActiveSessions(db, userId, sessionId));
      },
    );

    // Registered before /sessions/:id; the router prefers the static segment anyway.
    route(
      app,
      settingsEndpoints.endAllSessions,
      { schema: { response: answers(sessionsRevokedSchema) } },
      async (request) => {
        const { userId, sessionId } = authOf(request);
        const revokedCount = await revokeAllSessions(db, userId, sessionId);
        await sessionsEnded(db, userId);
        return ok({ revokedCount }, MESSAGES.otherSessionsSignedOut);
      },
    );

    route(
      app,
      settingsEndpoints.endSession,
      { schema: { params: sessionParamsSchema, response: answers(sessionRevokedSchema) } },
      async (request, reply) => {
        const { userId, sessionId } = authOf(request);
        const id = request.params.id;
        if (!sessionIdSchema.safeParse(id).success || !(await revokeSession(db, userId, id))) {
          throw notFound(MESSAGES.sessionNotFound);
        }
        await sessionsEnded(db, userId);
        if (id === sessionId) clearRefreshCookie(reply, config);
        return ok({ id, current: id === sessionId }, MESSAGES.sessionSignedOut);
      },
    );

    route(
      app,
      settingsEndpoints.exportData,
      { schema: { response: BACKUP_FILE } },
      async (request, reply) => {
        const user = await getUser(db, authOf(request).userId);
        const data = await exportUserData(db, user);
        const fileName = `moneta-export-${new Date().toISOString().slice(0, 10)}.json`;
        return reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'no-store')
          .send(JSON.stringify(data, null, 2));
      },
    );

    route(
      app,
      settingsEndpoints.restoreData,
      {
        // A restore replaces every record: a stolen access token alone must not wipe the account. Checked on
        // request, before the large body is read.
        onRequest: requireFreshProof(db),
        // Each restore reads up to BACKUP_MAX_BYTES and rewrites the account in one transaction: counted per
        // person, on request too.
        config: {
          rateLimit: {
            ...rateLimited(config, (request) => `restore:${request.auth?.userId ?? request.ip}`).rateLimit,
            max: config.restoresPerHour,
            timeWindow: HOUR_MS,
          },
        },
        // A backup of the largest account the product is built for is far over the usual limit.
        bodyLimit: BACKUP_MAX_BYTES,
        // The 413 is this route's own handler's, so its schema is named here too.
        schema: { body: backupSchema, response: { ...answers(restoreResultSchema), 413: apiFailureSchema } },
        // The schema describes the body; the handler checks it (checkBackup), a slice of records at a time.
        validatorCompiler: () => (data) => ({ value: data }),
        errorHandler: (error, request, reply) =>
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? reply.status(413).send(failure(MESSAGES.backupTooLarge))
            : errorHandler(error, request, reply),
      },
      async (request) => {
        const backup = await checkBackup(request.body);
        const result = await restoreUserData(db, authOf(request).userId, backup, new Date());
        return ok<RestoreResult>(result, MESSAGES.dataRestored);
      },
    );
  };
}
