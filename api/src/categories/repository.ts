// Reading and writing one person's categories. Every query is scoped by user_id: another person's category reads
// as unknown. Rows name their category by name; ./book.ts checks a request's names against the person's.
import { and, asc, count, desc, eq, max, ne, sql } from 'drizzle-orm';
import {
  CATEGORIES_MAX,
  DEFAULT_CATEGORIES,
  MESSAGES,
  type Category,
  type CategoryUpdate,
  type CategoryValues,
} from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { conflict, invalidField } from '../http/errors';
import { onceForKey } from '../http/idempotency';
import { lockPerson } from '../users/users';
import { renameEverywhere } from './names';
import { categories, type CategoryRow } from './schema';

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    color: row.color,
    icon: row.icon,
    group: row.groupName,
    hidden: row.hidden,
    fallback: row.fallback,
  };
}

/** The person's categories as the screens list them: income first, each type in the person's order. */
export async function categoryRows(db: Db, userId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(desc(sql`${categories.type} = 'Income'`), asc(categories.position), asc(categories.createdAt));
}

export const listCategories = async (db: Db, userId: string): Promise<Category[]> =>
  (await categoryRows(db, userId)).map(toCategory);

/** The categories every person starts with (a sign-up, a restore of a backup made before categories). */
export async function createDefaultCategories(tx: Db, userId: string): Promise<void> {
  const positions = { Income: 0, Expense: 0 };
  await tx.insert(categories).values(
    DEFAULT_CATEGORIES.map((category) => ({
      userId,
      type: category.type,
      name: category.name,
      color: category.color,
      icon: category.icon,
      fallback: category.fallback,
      position: positions[category.type]++,
    })),
  );
}

/** Refuses a name another of the person's categories has, whatever its case (422 on the name). */
async function assertNameFree(tx: Db, userId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.userId, userId),
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  if (taken) throw invalidField('name', MESSAGES.categoryNameTaken);
}

/** A new category, listed after the type's others, once per Idempotency-Key; at most CATEGORIES_MAX (409). */
export async function createCategory(
  db: Db,
  userId: string,
  values: CategoryValues,
  idempotencyKey?: string,
): Promise<{ category: Category; replayed: boolean }> {
  const { answer, replayed } = await onceForKey(
    db,
    { userId, key: idempotencyKey, write: 'categories.create', asked: [values] },
    async (tx) => {
      await lockPerson(tx, userId);
      const [kept] = await tx.select({ n: count() }).from(categories).where(eq(categories.userId, userId));
      if ((kept?.n ?? 0) >= CATEGORIES_MAX) throw conflict(MESSAGES.categoriesTooMany);
      await assertNameFree(tx, userId, values.name);
      const [last] = await tx
        .select({ position: max(categories.position) })
        .from(categories)
        .where(and(eq(categories.userId, userId), eq(categories.type, values.type)));
      const [row] = await tx
        .insert(categories)
        .values({
          userId,
          type: values.type,
          name: values.name,
          color: values.color,
          icon: values.icon,
          groupName: values.group,
          position: (last?.position ?? -1) + 1,
        })
        .returning();
      if (!row) throw new Error('category insert returned no row');
      return toCategory(row);
    },
  );
  return { category: answer, replayed };
}

/** The person's category by id, locked for the change; undefined for an unknown one. */
async function lockedCategory(tx: Db, userId: string, id: string): Promise<CategoryRow | undefined> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.userId, userId), eq(categories.id, id)))
    .for('update');
  return row;
}

/**
 * Saves a category's name, colour, icon, group and whether it is hidden. A new name is written, in the same
 * database transaction, into every row that names the old one.
 */
export async function updateCategory(
  db: Db,
  userId: string,
  id: string,
  update: CategoryUpdate,
): Promise<Category | undefined> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const current = await lockedCategory(tx, userId, id);
    if (!current) return undefined;
    if (update.name !== current.name) {
      await assertNameFree(tx, userId, update.name, id);
      await renameEverywhere(tx, userId, current.name, update.name);
    }
    const [row] = await tx
      .update(categories)
      .set({
        name: update.name,
        color: update.color,
        icon: update.icon,
        groupName: update.group,
        hidden: update.hidden,
        updatedAt: sql`now()`,
      })
      .where(and(eq(categories.userId, userId), eq(categories.id, id)))
      .returning();
    return row ? toCategory(row) : undefined;
  });
}

export { lockedCategory };
