// The Add / Edit form's values and their checks, written against shared's transactionInputSchema so that the
// form shows the texts the API answers with.
import type {
  EditableCategory,
  EditableTransaction,
  RecurringFrequency,
  RecurringInput,
  SplitPartInput,
  TransactionCategory,
  TransactionInput,
  TransactionType,
} from '@moneta/shared';
import { i18n, SPLIT } from '@moneta/shared';
import { transactionInputSchema } from '@moneta/shared/forms';
import { issueText, type zodRule } from '@moneta/shared/ui/form';
import { dayjs, type Dayjs } from '@moneta/shared/ui/date';

/** One part of a split as the form holds it: the amount unsigned, as the whole's. */
export interface SplitPartValues {
  category: TransactionCategory | undefined;
  amount: number | null;
  notes: string;
  tags: string[];
}

export interface TransactionFormValues {
  type: TransactionType;
  description: string;
  /** Always the absolute value: the type gives the sign. */
  amount: number | null;
  /** "Split" spreads the amount over `splits`. */
  category: EditableCategory | undefined;
  /** A split's parts; ignored for any other category. */
  splits: SplitPartValues[];
  date: Dayjs | null;
  notes: string;
  tags: string[];
  /** The money account; undefined leaves it to the server (the first open one) or, editing, unchanged. */
  accountId: string | undefined;
  /** Seen on the bank's statement; asked for beside the account. */
  cleared: boolean;
  recurring: boolean;
  frequency: RecurringFrequency;
  endDate: Dayjs | null;
}

/** The form's fields, which the API's 422 field errors are mapped onto. */
export const FORM_FIELDS = [
  'type',
  'description',
  'amount',
  'category',
  'splits',
  'date',
  'notes',
  'tags',
  'accountId',
  'frequency',
  'endDate',
] as const;

export const FREQUENCY_LABELS = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
} as const satisfies Record<RecurringFrequency, string>;

const DAY_FORMAT = 'YYYY-MM-DD';

/** antd's Form rule type, which the UI facade exposes only through zodRule. */
type FormRule = ReturnType<typeof zodRule>;

/**
 * The form's first values: the transaction being edited, or a refused offline create to correct, or
 * a new expense dated today in `account`.
 */
export function initialValues(
  transaction: EditableTransaction | null,
  draft?: { body: TransactionInput; recurring?: RecurringInput },
  account?: string,
): TransactionFormValues {
  const source = draft?.body ?? transaction;
  const date = source?.date ? dayjs(source.date) : dayjs();
  const endDate = draft?.recurring?.endDate ? dayjs(draft.recurring.endDate) : null;
  return {
    type: source?.type ?? 'Expense',
    description: source?.description ?? '',
    amount: source ? Math.abs(source.amount) : null,
    category: (source?.category || undefined) as EditableCategory | undefined,
    splits: (source?.splits ?? []).map((part) => ({
      category: part.category as TransactionCategory,
      amount: Math.abs(part.amount),
      notes: part.notes ?? '',
      tags: part.tags ?? [],
    })),
    date: date.isValid() ? date : null,
    notes: source?.notes ?? '',
    tags: source?.tags ?? [],
    accountId: source?.accountId ?? account,
    cleared: source?.cleared ?? false,
    recurring: Boolean(draft?.recurring),
    frequency: draft?.recurring?.frequency ?? 'monthly',
    endDate,
  };
}

export function toInput(values: Partial<TransactionFormValues>): TransactionInput {
  return {
    type: values.type ?? 'Expense',
    description: values.description ?? '',
    amount: values.amount ?? Number.NaN,
    category: values.category ?? '',
    date: values.date ? values.date.format(DAY_FORMAT) : '',
    notes: values.notes ?? '',
    tags: values.tags ?? [],
    ...(values.category === SPLIT ? { splits: (values.splits ?? []).map(toPartInput) } : {}),
    ...(values.accountId ? { accountId: values.accountId } : {}),
    ...(values.cleared === undefined ? {} : { cleared: values.cleared }),
  };
}

function toPartInput(part: SplitPartValues | undefined): SplitPartInput {
  return {
    category: part?.category ?? '',
    amount: part?.amount ?? Number.NaN,
    notes: part?.notes ?? '',
    tags: part?.tags ?? [],
  };
}

/** Cents of an amount as typed, without its sign; nothing typed is none. */
export function centsOf(amount: number | null | undefined): number {
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.round(Math.abs(amount) * 100) : 0;
}

/** The parts a split starts with: the whole amount in the first, the second to fill in. */
export function firstParts(amount: number | null): SplitPartValues[] {
  return [
    { category: undefined, amount, notes: '', tags: [] },
    { category: undefined, amount: null, notes: '', tags: [] },
  ];
}

export function toRecurringInput(values: TransactionFormValues): RecurringInput {
  return { frequency: values.frequency, endDate: values.endDate ? values.endDate.format(DAY_FORMAT) : null };
}

/**
 * An antd rule that checks one field with the transaction schema over the whole form's values. A message that a
 * field above already shows marks this field without repeating the text: 'Title, amount, and category are
 * required' names all three fields, so it reads once, under the first of them that is missing.
 */
export function inputRule(field: (typeof FORM_FIELDS)[number] & keyof TransactionInput): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = transactionInputSchema.safeParse(toInput(getFieldsValue(true) as TransactionFormValues));
      const issues = result.success ? [] : result.error.issues;
      const issue = issues.find((i) => i.path[0] === field);
      if (!issue) return;
      const above = FORM_FIELDS.slice(0, FORM_FIELDS.indexOf(field));
      const shownAbove = issues.some(
        (i) => i.message === issue.message && above.some((name) => name === i.path[0]),
      );
      throw new Error(shownAbove ? '' : issueText(issue.message));
    },
  });
}

/**
 * The message for a split's part (its category, amount or tags at `index`) or for its parts as a whole (how many, their
 * sum) when `index` is left out, from the transaction schema over the whole form's values.
 */
export function splitsMessage(
  values: TransactionFormValues,
  index?: number,
  field?: 'category' | 'amount' | 'tags',
): string | undefined {
  const result = transactionInputSchema.safeParse(toInput(values));
  const issue = (result.success ? [] : result.error.issues).find(({ path }) =>
    index === undefined
      ? path[0] === 'splits' && path.length === 1
      : path[0] === 'splits' && path[1] === index && path[2] === field,
  );
  return issue ? issueText(issue.message) : undefined;
}

/** An antd rule for one part's category, amount or tags. */
export function splitsRule(index: number, field: 'category' | 'amount' | 'tags'): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const message = splitsMessage(getFieldsValue(true) as TransactionFormValues, index, field);
      if (message) throw new Error(message);
    },
  });
}

export const END_BEFORE_DATE_MESSAGE = 'The end date cannot be before the transaction date.';

/** The recurring rule may end on the transaction's own date at the earliest. */
export const endDateRule: FormRule = ({ getFieldValue }) => ({
  validator: async () => {
    const endDate: Dayjs | null = getFieldValue('endDate');
    const date: Dayjs | null = getFieldValue('date');
    if (endDate && date && endDate.isBefore(date, 'day')) {
      throw new Error(i18n.t(END_BEFORE_DATE_MESSAGE, { ns: 'transactionEditor' }));
    }
  },
});
