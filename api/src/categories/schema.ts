// The person's categories of income and expenses. Transactions, split parts, budgets and rules name a category
// by its name, so a rename and a merge rewrite those names in the one database transaction that changes the
// category (./merge.ts).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CategoryColor, CategoryIcon, TransactionType } from '@moneta/shared/contract';
import { timestamptz } from '../db/columns';
import { users } from '../users/schema';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<TransactionType>().notNull(),
    name: text('name').notNull(),
    color: text('color').$type<CategoryColor>().notNull(),
    icon: text('icon').$type<CategoryIcon>().notNull(),
    groupName: text('group_name'),
    hidden: boolean('hidden').notNull().default(false),
    /** Where an imported row whose category is not the person's is filed: one per type. */
    fallback: boolean('fallback').notNull().default(false),
    /** The order the screens list the type's categories in. */
    position: integer('position').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // A name is one category whatever its case, across both types: a row's category names one.
    uniqueIndex('categories_user_name_key').on(table.userId, sql`lower(${table.name})`),
    uniqueIndex('categories_user_fallback_key')
      .on(table.userId, table.type)
      .where(sql`${table.fallback}`),
    index('categories_user_position_idx').on(table.userId, table.type, table.position),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
