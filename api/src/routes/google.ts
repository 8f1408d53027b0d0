// /api/google: the calendar service link. The
// flow and its safeguards are in calendar/link.ts; this file parses, answers and redirects.
import { calendarLinkEndpoints } from '@moneta/shared/endpoints';
import { route } from '../http/route';
import type { FastifyInstance } from 'fastify';
import {
  CALENDAR_CONNECTED_PARAM,
  MESSAGES,
  calendarLinkStartSchema,
  calendarLinkStatusSchema,
  type CalendarLinkStart,
  type CalendarLinkStatus,
} from '@moneta/shared/contract';
import { z } from 'zod';
import { CALENDAR_LINK_COOKIE, clearCalendarLinkCookie, setCalendarLinkCookie } from '../auth/cookies';
import { authOf, signedInScope } from '../auth/guard';
import {
  CALENDAR_LINK_TTL_SECONDS,
  completeLink,
  LinkFailure,
  linkStatus,
  startLink,
  unlinkCalendar,
} from '../calendar/link';
import type { AppContext } from '../context';
import { answers, ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { rateLimited } from '../http/rate-limit';

const REMINDERS_PAGE = '/dashboard/reminders';

/** Every outcome of the callback is a redirect to the reminders screen, which says how the link went. */
const CALLBACK_REDIRECT = {
  302: { description: `To ${REMINDERS_PAGE}?${CALENDAR_CONNECTED_PARAM}=true or false.`, type: 'null' },
};

/** Repeated or missing parameters read as absent: completeLink refuses what it lacks. */
const callbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

export function googleRoutes(ctx: AppContext) {
  const { config, db } = ctx;

  return async function register(app: FastifyInstance): Promise<void> {
    // The provider sends the browser here: a navigation with no bearer token, identified by the state and the
    // binding cookie. Every outcome is a redirect to the reminders screen, which shows success or failure.
    // Its request lines are not logged (app.ts): the URL carries the code and the state.
    app.get('/callback', { schema: { response: CALLBACK_REDIRECT } }, async (request, reply) => {
      const query = callbackQuerySchema.safeParse(request.query);
      let linked = false;
      try {
        if (!config.calendar) throw new LinkFailure('calendar link not configured');
        if (!query.success) throw new LinkFailure('malformed callback query');
        await completeLink(db, config.calendar, query.data, request.cookies[CALENDAR_LINK_COOKIE]);
        linked = true;
      } catch (error) {
        // A failure of ours (the database, say) is a failed link too for the person, who may try again.
        if (error instanceof LinkFailure) request.log.warn({ reason: error.message }, 'calendar link failed');
        else request.log.error({ err: error }, 'calendar link failed');
      }
      clearCalendarLinkCookie(reply, config);
      return reply.redirect(`${REMINDERS_PAGE}?${CALENDAR_CONNECTED_PARAM}=${String(linked)}`, 302);
    });

    await app.register(async (signedIn) => {
      signedInScope(signedIn, config, db);

      route(
        signedIn,
        calendarLinkEndpoints.status,
        { schema: { response: answers(calendarLinkStatusSchema) } },
        async (request) => {
          return ok<CalendarLinkStatus>(await linkStatus(db, config.calendar, authOf(request).userId));
        },
      );

      route(
        signedIn,
        calendarLinkEndpoints.start,
        {
          // The limit's hook runs after authenticate: the key is the user, wherever they sign in from.
          config: rateLimited(config, (request) => request.auth?.userId ?? request.ip),
          schema: { response: answers(calendarLinkStartSchema) },
        },
        async (request, reply) => {
          if (!config.calendar) throw new AppError(503, MESSAGES.calendarNotConfigured);
          const { url, binding } = await startLink(db, config.calendar, authOf(request));
          setCalendarLinkCookie(reply, config, binding, CALENDAR_LINK_TTL_SECONDS);
          return ok<CalendarLinkStart>({ url });
        },
      );

      route(
        signedIn,
        calendarLinkEndpoints.unlink,
        { schema: { response: answers(z.null()) } },
        async (request) => {
          await unlinkCalendar(db, authOf(request).userId);
          return ok(null, MESSAGES.calendarUnlinked);
        },
      );
    });
  };
}
