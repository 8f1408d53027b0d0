// /api/reminders: reminders, their e-mail preference and the private calendar feed. Routes parse the request, call the reminders domain and answer; the user is always
// the token's. The feed itself (GET /calendar.ics) is public: its token is the credential.
import { remindersEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MESSAGES,
  reminderPreferencesSchema,
  reminderSchema,
  reminderWindowSchema,
  reminderFeedSchema,
  reminderResponseSchema,
  type Reminder,
  type ReminderFeed,
  type ReminderFields,
  type ReminderWindowQuery,
  type ReminderPreferences,
} from '@moneta/shared/contract';
import { z } from 'zod';
import { authOf, signedInScope } from '../auth/guard';
import type { AppContext } from '../context';
import { answers, answersFile, ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { idParamsSchema, pathId } from '../http/ids';
import { idempotencyKeyOf, markReplayed } from '../http/idempotency';
import { rateLimited } from '../http/rate-limit';
import { timeZoneOf } from '../http/timeZone';
import type { ZodTypeProvider } from '../http/schemas';
import { madeFrom, tagged } from '../http/versions';
import { FEED_ROUTE, FEED_TOKEN_PARAM, feedIdOfToken, feedUrl } from '../reminders/feed';
import { ICS_CONTENT_TYPE, remindersCalendar } from '../reminders/ics';
import {
  createReminder,
  deleteReminder,
  listReminderRows,
  listReminders,
  reminderValues,
  updateReminder,
  type ReminderWindow,
} from '../reminders/repository';
import {
  feedIdOf,
  feedOwner,
  reminderPreferences,
  saveReminderPreferences,
  setFeedId,
} from '../reminders/settings';

/** The window of GET /?from&to, when given. */
function windowOf({ from, to }: ReminderWindowQuery): ReminderWindow | undefined {
  return from === undefined || to === undefined ? undefined : { from: new Date(from), to: new Date(to) };
}

/** The feed token of GET /calendar.ics?token=..., '' when missing or repeated. */
function tokenOf(request: FastifyRequest): string {
  const query = request.query;
  if (typeof query !== 'object' || query === null || !(FEED_TOKEN_PARAM in query)) return '';
  const value: unknown = query[FEED_TOKEN_PARAM];
  return typeof value === 'string' ? value : '';
}

/** The body of a create or update, with the zone of the request's `timezone` header. */
function valuesOf(request: Pick<FastifyRequest, 'headers'> & { body: ReminderFields }) {
  return reminderValues(request.body, timeZoneOf(request.headers.timezone));
}

export function reminderRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  /** The path's id when it can name a reminder; a malformed id is answered like an unknown one. */
  const idOf = (id: string): string => pathId(id, MESSAGES.reminderNotFound);

  return async function register(app: FastifyInstance): Promise<void> {
    // Limited per feed rather than per address: calendar services fetch many people's feeds from few addresses.
    app.get(
      FEED_ROUTE,
      {
        config: rateLimited(config, (request) => `feed:${tokenOf(request)}`),
        schema: { response: answersFile('text/calendar', 'The reminders as an iCalendar feed.') },
      },
      async (request, reply) => {
        const feedId = feedIdOfToken(config.jwtSecret, tokenOf(request));
        const userId = feedId === undefined ? undefined : await feedOwner(db, feedId);
        if (userId === undefined) throw notFound(MESSAGES.notFound);
        const body = remindersCalendar(
          await listReminderRows(db, userId),
          new URL(config.publicOrigin).host,
          new Date(),
        );
        return reply.type(ICS_CONTENT_TYPE).header('Cache-Control', 'private, no-store').send(body);
      },
    );

    await app.register(async (scope) => {
      signedInScope(scope, config, db);
      const signedIn = scope.withTypeProvider<ZodTypeProvider>();
      const reminder = answers(reminderResponseSchema);
      const feed = { schema: { response: answers(reminderFeedSchema) } };
      const preferences = answers(reminderPreferencesSchema);

      route(
        signedIn,
        remindersEndpoints.list,
        { schema: { querystring: reminderWindowSchema, response: answers(z.array(reminderResponseSchema)) } },
        async (request) => {
          return ok<Reminder[]>(await listReminders(db, authOf(request).userId, windowOf(request.query)));
        },
      );

      route(
        signedIn,
        remindersEndpoints.create,
        { schema: { body: reminderSchema, response: answers(reminderResponseSchema, 201) } },
        async (request, reply) => {
          const key = idempotencyKeyOf(request);
          const { reminder, replayed } = await createReminder(
            db,
            authOf(request).userId,
            valuesOf(request),
            new Date(),
            key,
          );
          if (replayed) markReplayed(reply);
          return reply.status(201).send(ok<Reminder>(reminder, MESSAGES.reminderCreated));
        },
      );

      // The fixed paths (also matched first by the router, whatever the order) before /:id.
      route(
        signedIn,
        remindersEndpoints.preferences,
        { schema: { response: preferences } },
        async (request) => {
          return ok<ReminderPreferences>(await reminderPreferences(db, authOf(request).userId));
        },
      );

      route(
        signedIn,
        remindersEndpoints.setPreferences,
        { schema: { body: reminderPreferencesSchema, response: preferences } },
        async (request) => {
          return ok<ReminderPreferences>(
            await saveReminderPreferences(db, authOf(request).userId, request.body),
          );
        },
      );

      route(signedIn, remindersEndpoints.feed, feed, async (request) => {
        return ok<ReminderFeed>({ url: feedUrl(config, await feedIdOf(db, authOf(request).userId)) });
      });

      route(signedIn, remindersEndpoints.renewFeed, feed, async (request) => {
        return ok<ReminderFeed>({ url: feedUrl(config, await setFeedId(db, authOf(request).userId, true)) });
      });

      route(signedIn, remindersEndpoints.removeFeed, feed, async (request) => {
        await setFeedId(db, authOf(request).userId, false);
        return ok<ReminderFeed>({ url: null }, MESSAGES.reminderFeedRevoked);
      });

      route(
        signedIn,
        remindersEndpoints.update,
        { schema: { params: idParamsSchema, body: reminderSchema, response: reminder } },
        async (request, reply) => {
          const id = idOf(request.params.id);
          const userId = authOf(request).userId;
          const from = madeFrom(request);
          const updated = await updateReminder(db, userId, id, valuesOf(request), new Date(), from);
          return ok<Reminder>(tagged(reply, updated), MESSAGES.reminderUpdated);
        },
      );

      route(
        signedIn,
        remindersEndpoints.remove,
        { schema: { params: idParamsSchema, response: reminder } },
        async (request) => {
          const id = idOf(request.params.id);
          return ok<Reminder>(await deleteReminder(db, authOf(request).userId, id), MESSAGES.reminderDeleted);
        },
      );
    });
  };
}
