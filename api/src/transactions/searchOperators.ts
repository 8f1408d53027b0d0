// A search's operators as the list's filters: each takes the place of the filter of its kind (the list's own
// Type, Category, Tag, Account and dates), `amount:` adds a range of amounts without their sign, and the free
// text is what the search still matches in titles and notes. The schema has refused a search it cannot read.
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, parseSearch, type ServerMessage } from '@moneta/shared/contract';
import { categories } from '../categories/schema';
import type { Db } from '../db/client';
import { invalidField } from '../http/errors';
import { accounts } from '../moneyAccounts/schema';
import { categoryFilter, type RowFilters } from './filters';

/** The person's account of that name, in any case. */
async function accountNamed(db: Db, userId: string, name: string): Promise<string> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), sql`lower(${accounts.name}) = lower(${name})`))
    .limit(1);
  if (!account) throw invalidField('searchTerm', MESSAGES.searchAccountUnknown);
  return account.id;
}

/** The person's category of that name, in any case, in their spelling; none is a 422 with `message` on `field`. */
async function categoryNamed(
  db: Db,
  userId: string,
  name: string,
  field: string,
  message: ServerMessage,
): Promise<string> {
  const [category] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(and(eq(categories.userId, userId), sql`lower(${categories.name}) = lower(${name})`))
    .limit(1);
  if (!category) throw invalidField(field, message);
  return category.name;
}

/**
 * Refuses (422) a Category filter that names none of the person's categories, as the screens spell them. Asked
 * only of a list that came back empty, so that a list read stays one statement.
 */
export async function assertCategoryFilter(db: Db, userId: string, filters: RowFilters): Promise<void> {
  const name = categoryFilter(filters);
  if (name === undefined) return;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.userId, userId), eq(categories.name, name)))
    .limit(1);
  if (!category) throw invalidField('category', MESSAGES.filterInvalid);
}

/** The filters with the search's operators in the place of the filters of their kind. */
export async function withSearchOperators<Filters extends RowFilters>(
  db: Db,
  userId: string,
  filters: Filters,
): Promise<Filters> {
  if (!filters.searchTerm) return filters;
  const search = parseSearch(filters.searchTerm);
  if (!search.ok) throw invalidField('searchTerm', search.message);
  const { query } = search;
  return {
    ...filters,
    searchTerm: query.text || undefined,
    ...(query.type ? { type: query.type } : {}),
    ...(query.category
      ? {
          category: await categoryNamed(
            db,
            userId,
            query.category,
            'searchTerm',
            MESSAGES.searchCategoryInvalid,
          ),
        }
      : {}),
    ...(query.tag ? { tag: query.tag } : {}),
    ...(query.account ? { accountId: await accountNamed(db, userId, query.account) } : {}),
    ...(query.from ? { startDate: query.from } : {}),
    ...(query.until ? { endDate: query.until } : {}),
    ...(query.minCents === undefined ? {} : { minCents: query.minCents }),
    ...(query.maxCents === undefined ? {} : { maxCents: query.maxCents }),
  };
}
