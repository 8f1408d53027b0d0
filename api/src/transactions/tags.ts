// Tags: names on a transaction and on each part of a split (migration 0020). A person's tag is matched without
// regard to case and written in the spelling it was first given, so "trip" typed after "Trip" joins "Trip". A
// part never repeats its transaction's tag: the part's tags are its own, the transaction's apply to all of it.
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { SPLIT, sameTag, type DatePeriod, type TagList, type TagSpending } from '@moneta/shared/contract';
import type { Db } from '../db/client';
import { exactMinor, fromMinorUnits } from '../db/money';
import { transactionSplits, transactions } from './schema';
import { figuresOnly } from './totals';

const NO_TAGS = sql`'{}'`;

/** Each tag of the person's tagged rows, one row per tag, with the row's id. */
function tagsOfRows(db: Db, userId: string) {
  return db
    .select({
      transactionId: sql<string>`${transactions.id}`.as('transaction_id'),
      tag: sql<string>`unnest(${transactions.tags})`.as('tag'),
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), ne(transactions.tags, NO_TAGS)))
    .as('tagged');
}

/** Each tag of the person's tagged split parts, one row per tag, with the part's transaction id. */
function tagsOfParts(db: Db, userId: string) {
  return db
    .select({
      transactionId: sql<string>`${transactionSplits.transactionId}`.as('transaction_id'),
      tag: sql<string>`unnest(${transactionSplits.tags})`.as('tag'),
    })
    .from(transactionSplits)
    .where(and(eq(transactionSplits.userId, userId), ne(transactionSplits.tags, NO_TAGS)))
    .as('tagged');
}

/** Tags named without regard to case, in the order of their names. */
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en');

/**
 * The person's tags by name, each with how many transactions carry it, on the whole or on a part. A part never
 * repeats its transaction's tag, so a tag's transactions are its rows plus the other transactions its parts
 * are of. The rows' half reads the partial index alone (migration 0020).
 */
export async function tagList(db: Db, userId: string): Promise<TagList> {
  const counts = (tagged: ReturnType<typeof tagsOfRows>, perTransaction: boolean) =>
    db
      .select({
        // Two spellings can only come of writes that raced; they are one tag, named by the first.
        name: sql<string>`min(${tagged.tag})`,
        transactionCount: (perTransaction
          ? sql<number>`count(distinct ${tagged.transactionId})`
          : sql<number>`count(*)`
        ).mapWith(Number),
      })
      .from(tagged)
      .groupBy(sql`lower(${tagged.tag})`);
  const [ofRows, ofParts] = await Promise.all([
    counts(tagsOfRows(db, userId), false),
    counts(tagsOfParts(db, userId), true),
  ]);
  const tags = new Map<string, TagList['tags'][number]>();
  for (const tag of [...ofRows, ...ofParts]) {
    const key = tag.name.toLowerCase();
    const known = tags.get(key);
    tags.set(key, {
      name: known && known.name < tag.name ? known.name : tag.name,
      transactionCount: (known?.transactionCount ?? 0) + tag.transactionCount,
    });
  }
  return { tags: [...tags.values()].sort(byName) };
}

/** The spelling the person keeps of the tag `name`, if they have it: one row found on the tag_keys index. */
async function keptSpelling(db: Db, userId: string, name: string): Promise<string | undefined> {
  const key = sql`array[lower(${name})]::text[]`;
  const [row] = await db
    .select({ tags: transactions.tags })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), sql`tag_keys(${transactions.tags}) @> ${key}`))
    .limit(1);
  const [part] = row
    ? []
    : await db
        .select({ tags: transactionSplits.tags })
        .from(transactionSplits)
        .where(and(eq(transactionSplits.userId, userId), sql`tag_keys(${transactionSplits.tags}) @> ${key}`))
        .limit(1);
  return (row ?? part)?.tags.find((tag) => sameTag(tag, name));
}

/** Names in the person's own spelling where they have the tag already, as given otherwise. */
export async function spelledAsKept(db: Db, userId: string, names: readonly string[]): Promise<string[]> {
  return Promise.all(names.map(async (name) => (await keptSpelling(db, userId, name)) ?? name));
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
