// The value kinds the API's answers are made of, for the response schemas (*Responses.ts). Those schemas are
// imported at run time by api/ only: the screens take their types with `import type`, which loads no zod.
import { z } from 'zod';
import { isServerMessage, type ServerMessage } from './messages';

/** A calendar date, YYYY-MM-DD. */
export const calendarDate = z.iso.date();
/** An instant, ISO 8601 with Z or an offset. */
export const timestamp = z.iso.datetime({ offset: true });
/** A month, YYYY-MM. */
export const monthYear = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
/** A record id (the database's uuid). */
export const recordId = z.uuid();
/** A text of the catalogue (./messages.ts), which the screens translate; a plain string in the document. */
export const serverMessage = z.custom<ServerMessage>(isServerMessage).meta({ type: 'string' });

export const datePeriodSchema = z.object({ startDate: calendarDate, endDate: calendarDate });
