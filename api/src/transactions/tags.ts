// Tags: names on a transaction and on each part of a split (migration 0020). A person's tag is matched without
// regard to case and written in the spelling it was first given, so "trip" typed after "Trip" joins "Trip". A
// part never repeats its transaction's tag: the part's tags are its own, the transaction's apply to all of it.
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { SPLIT, sameTag, type DatePeriod, type TagList, type TagSpending } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { exactMinor, fromMinorUnits } from '../db/money';
import { transactionSplits, transactions } from './schema';
import { figuresOnly } from './totals';

const NO_TAGS = sql`'{}'`;

/** Each tagged row's transaction and its tags, one row per tag: the transactions' and the parts'. */
function taggedRows(db: Db, userId: string) {
  const ofTransactions = db
    .select({ transactionId: transactions.id, tag: sql<string>`unnest(${transactions.tags})`.as('tag') })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), ne(transactions.tags, NO_TAGS)));
  const ofParts = db
    .select({
      transactionId: transactionSplits.transactionId,
      tag: sql<string>`unnest(${transactionSplits.tags})`.as('tag'),
    })
    .from(transactionSplits)
    .where(and(eq(transactionSplits.userId, userId), ne(transactionSplits.tags, NO_TAGS)));
  return ofTransactions.unionAll(ofParts).as('tagged');
}

/** The person's tags by name, each with how many transactions carry it, on the whole or on a part. */
export async function tagList(db: Db, userId: string): Promise<TagList> {
  const tagged = taggedRows(db, userId);
  const rows = await db
    .select({
      // Two spellings can only come of writes that raced; they are one tag, named by the first.
      name: sql<string>`min(${tagged.tag})`,
      transactionCount: sql<number>`count(distinct ${tagged.transactionId})`.mapWith(Number),
    })
    .from(tagged)
    .groupBy(sql`lower(${tagged.tag})`)
    .orderBy(sql`lower(${tagged.tag})`);
  return { tags: rows };
}

/** Names in the person's own spelling where they have the tag already, as given otherwise. */
export async function spelledAsKept(db: Db, userId: string, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const tagged = taggedRows(db, userId);
  const kept = await db
    .selectDistinct({ name: tagged.tag })
    .from(tagged)
    .where(
      inArray(
        sql`lower(${tagged.tag})`,
        names.map((name) => name.toLowerCase()),
      ),
    )
    .orderBy(asc(tagged.tag));
  return names.map((name) => kept.find((tag) => sameTag(tag.name, name))?.name ?? name);
}

/** The filters with their tag in the person's spelling, as the rows keep it (the filter matches it exactly). */
export async function withTagSpelled<Filters extends { tag?: string | undefined }>(
  db: Db,
  userId: string,
  filters: Filters,
): Promise<Filters> {
  if (!filters.tag) return filters;
  const [tag] = await spelledAsKept(db, userId, [filters.tag]);
  return { ...filters, tag };
}

/** A transaction's tags and its parts', written as they will be kept. */
export interface WrittenTags {
  tags: string[];
  partTags: string[][];
}

/**
 * The tags of a transaction and of each of its parts in the person's spelling, each part's without those of its
 * transaction. `tags` undefined keeps `current` (an edit that does not name tags).
 */
export async function tagsToWrite(
  db: Db,
  userId: string,
  tags: readonly string[] | undefined,
  partTags: ReadonlyArray<readonly string[] | undefined>,
  current: readonly string[] = [],
): Promise<WrittenTags> {
  const given = tags ?? current;
  const all = [...given, ...partTags.flatMap((names) => names ?? [])];
  const spelled = await spelledAsKept(
    db,
    userId,
    all.filter((name, index) => all.findIndex((other) => sameTag(other, name)) === index),
  );
  const spell = (name: string) => spelled.find((tag) => sameTag(tag, name)) ?? name;
  const whole = given.map(spell);
  return {
    tags: whole,
    partTags: partTags.map((names) =>
      (names ?? []).filter((name) => !whole.some((tag) => sameTag(tag, name))).map(spell),
    ),
  };
}

/**
 * Income and spending by tag over the period, most spent first. A transaction counts its whole amount under each
 * of its tags; a split's part counts its share under its own tags and its transaction's.
 */
export async function tagSpending(db: Db, userId: string, period: DatePeriod): Promise<TagSpending> {
  const ofWholes = db
    .select({
      transactionId: transactions.id,
      type: transactions.type,
      amountMinor: transactions.amountMinor,
      tag: sql<string>`unnest(${transactions.tags})`.as('tag'),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        gte(transactions.date, period.startDate),
        lte(transactions.date, period.endDate),
        figuresOnly(transactions.type),
        ne(transactions.category, SPLIT),
        ne(transactions.tags, NO_TAGS),
      ),
    );
  const ofParts = db
    .select({
      transactionId: transactionSplits.transactionId,
      type: transactionSplits.type,
      amountMinor: transactionSplits.amountMinor,
      tag: sql<string>`unnest(${transactions.tags} || ${transactionSplits.tags})`.as('tag'),
    })
    .from(transactionSplits)
    .innerJoin(transactions, eq(transactions.id, transactionSplits.transactionId))
    .where(
      and(
        eq(transactionSplits.userId, userId),
        gte(transactionSplits.date, period.startDate),
        lte(transactionSplits.date, period.endDate),
        sql`(${transactions.tags} <> ${NO_TAGS} or ${transactionSplits.tags} <> ${NO_TAGS})`,
      ),
    );
  const tagged = ofWholes.unionAll(ofParts).as('tagged');
  const rows = await db
    .select({
      tag: sql<string>`min(${tagged.tag})`,
      expenseMinor: sql<string>`coalesce(sum(-${tagged.amountMinor}) filter (where ${tagged.type} = 'Expense'), 0)`,
      incomeMinor: sql<string>`coalesce(sum(${tagged.amountMinor}) filter (where ${tagged.type} = 'Income'), 0)`,
      transactionCount: sql<number>`count(distinct ${tagged.transactionId})`.mapWith(Number),
    })
    .from(tagged)
    .groupBy(sql`lower(${tagged.tag})`);
  const tags = rows
    .map((row) => ({
      tag: row.tag,
      expense: fromMinorUnits(exactMinor(row.expenseMinor)),
      income: fromMinorUnits(exactMinor(row.incomeMinor)),
      transactionCount: row.transactionCount,
    }))
    .sort((a, b) => b.expense - a.expense || b.income - a.income || a.tag.localeCompare(b.tag));
  return { tags, period };
}
