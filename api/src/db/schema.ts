// The one Drizzle schema, for PGlite and PostgreSQL alike, gathered from each domain's
// tables: drizzle-kit (drizzle.config.ts) and the database client read every table from here. Migrations live
// in api/drizzle.
export * from '../users/schema';
export * from '../auth/schema';
export * from '../reset/schema';
export * from '../moneyAccounts/schema';
export * from '../transactions/schema';
export * from '../categories/schema';
export * from '../rules/schema';
export * from '../goals/schema';
export * from '../budgets/schema';
export * from '../analytics/schema';
export * from '../reminders/schema';
export * from '../calendar/schema';
export * from '../mailQueue/schema';
export * from '../http/idempotencyKeys';
