// Column helpers every domain's tables share.
import { timestamp } from 'drizzle-orm/pg-core';

/** Every instant is timestamptz, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
