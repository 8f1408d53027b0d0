// Spending by category as the charts and cards list it: each of the person's categories in the colour they chose
// for it, and, on request, the categories of one group folded into one line named after the group.
import type { Category } from '@moneta/shared';

/** A category's figures as the API answers them: its name (the person's), amount and percent of the total. */
export interface CategoryFigure {
  category: string;
  amount: number;
  percentage: number;
}

/** One line of a list of spending by category: a category, or a group of categories folded together. */
export interface CategoryLine {
  /** Unique among the lines: a category's name, or a group's. */
  key: string;
  /** As the screen shows it: a default category's name translated, the person's own names as typed. */
  label: string;
  amount: number;
  /** Percent of the total, one decimal. */
  percentage: number;
  color: string;
}

/** The lines' view: one a category, or the categories of a group folded into one. */
export type CategoryView = 'category' | 'group';

/** Names and groups are one without regard to case, as the API keeps names unique. */
const keyOf = (name: string) => name.toLocaleLowerCase('en');

/** The person's expense categories by name: the figures name categories by the person's names. */
export type ExpenseCategories = ReadonlyMap<string, Category>;

export function expenseCategories(categories: readonly Category[] | undefined): ExpenseCategories {
  return new Map(
    (categories ?? [])
      .filter((category) => category.type === 'Expense')
      .map((category) => [keyOf(category.name), category]),
  );
}

export const categoryOf = (known: ExpenseCategories, name: string) => known.get(keyOf(name));

/** Whether the fold would change anything: one of the person's expense categories is in a group. */
export const hasGroups = (known: ExpenseCategories) =>
  [...known.values()].some((category) => category.group !== null && category.group.trim() !== '');

interface LinesOptions {
  known: ExpenseCategories;
  view: CategoryView;
  /** A category's name as the screen shows it (categoryLabel). */
  label: (name: string) => string;
  /** The colour of a name not among the person's categories (one since renamed, merged or not yet loaded). */
  fallbackColor: (index: number, figure: CategoryFigure) => string;
}

/** Sums of figures rounded once, at the end: money to the cent, shares to one decimal. */
const cents = (value: number) => Math.round(value * 100) / 100;
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * The figures as lines, in their order, each in the person's colour for it. By group, the categories sharing a
 * group become one line named after it, the largest first, with their amounts and shares summed: the lines'
 * total stays the figures' total. A group takes the colour of its largest category.
 */
export function categoryLines(
  figures: readonly CategoryFigure[],
  { known, view, label, fallbackColor }: LinesOptions,
): CategoryLine[] {
  const lines = figures.map((figure, index) => {
    const category = categoryOf(known, figure.category);
    return {
      line: {
        key: figure.category,
        label: label(figure.category),
        amount: figure.amount,
        percentage: figure.percentage,
        color: category?.color ?? fallbackColor(index, figure),
      },
      group: view === 'group' ? category?.group?.trim() || null : null,
    };
  });
  if (!lines.some(({ group }) => group !== null)) return lines.map(({ line }) => line);

  interface Folded {
    line: CategoryLine;
    /** Named after a group, rather than a single category. */
    isGroup: boolean;
    /** The amount of its largest category, whose colour it takes. */
    largest: number;
  }
  const folded = new Map<string, Folded>();
  for (const { line, group } of lines) {
    // An ungrouped category named as a group is read as part of it: two lines of one name would be one too many.
    const key = keyOf(group ?? line.key);
    const found = folded.get(key);
    if (!found) {
      folded.set(key, {
        line: { ...line, key, label: group ?? line.label },
        isGroup: group !== null,
        largest: line.amount,
      });
      continue;
    }
    found.line.amount += line.amount;
    found.line.percentage += line.percentage;
    if (group !== null && !found.isGroup) {
      found.line.label = group;
      found.isGroup = true;
    }
    if (line.amount > found.largest) {
      found.largest = line.amount;
      found.line.color = line.color;
    }
  }
  return [...folded.values()]
    .map(({ line }) => ({ ...line, amount: cents(line.amount), percentage: tenths(line.percentage) }))
    .sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
}
