// The list's filters, sort and page, kept in the address's query
// string so that a reload, a shared link or Back restores them.
import {
  isCalendarDate,
  isCategoryName,
  SORT_ORDERS,
  isTagName,
  TRANSACTION_SORT_FIELDS,
  TRANSACTION_TYPES,
  type SortOrder,
  type TransactionCategory,
  type TransactionFilters,
  type TransactionSortField,
  type TransactionType,
} from '@moneta/shared';

export type TypeFilter = 'all' | TransactionType;

export interface ListFilters {
  searchTerm: string;
  type: TypeFilter;
  /** '' for every category. */
  category: TransactionCategory | '';
  /** '' for every account. */
  accountId: string;
  /** '' for every tag. */
  tag: string;
  /** YYYY-MM-DD, or '' for no bound. */
  startDate: string;
  endDate: string;
}

export interface ListQuery extends ListFilters {
  sortBy: TransactionSortField;
  sortOrder: SortOrder;
  page: number;
}

export const DEFAULT_FILTERS: ListFilters = {
  searchTerm: '',
  type: 'all',
  category: '',
  accountId: '',
  tag: '',
  startDate: '',
  endDate: '',
};

export const DEFAULT_QUERY: ListQuery = { ...DEFAULT_FILTERS, sortBy: 'date', sortOrder: 'desc', page: 1 };

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

const dateParam = (value: string | null) => (value && isCalendarDate(value) ? value : '');
const idParam = (value: string | null) => (value && RECORD_ID.test(value) ? value : '');
/** A tag's or a category's name; which are the person's only the server tells. */
const nameParam = (isName: (name: string) => boolean, value: string | null) => {
  const name = value?.trim() ?? '';
  return isName(name) ? name : '';
};
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the query string; anything unknown or malformed falls back to the default rather than failing. */
export function readQuery(params: URLSearchParams): ListQuery {
  const type = oneOf<TypeFilter>(['all', ...TRANSACTION_TYPES], params.get('type'), 'all');
  const pageParam = params.get('page') ?? '';
  // Digits only, as the API reads it: '1e3' or '-2' is not a page.
  const page = /^\d{1,7}$/.test(pageParam) ? Number(pageParam) : 1;
  return {
    searchTerm: params.get('searchTerm') ?? '',
    type,
    category: nameParam(isCategoryName, params.get('category')),
    accountId: idParam(params.get('accountId')),
    tag: nameParam(isTagName, params.get('tag')),
    startDate: dateParam(params.get('startDate')),
    endDate: dateParam(params.get('endDate')),
    sortBy: oneOf(TRANSACTION_SORT_FIELDS, params.get('sortBy'), DEFAULT_QUERY.sortBy),
    sortOrder: oneOf(SORT_ORDERS, params.get('sortOrder'), DEFAULT_QUERY.sortOrder),
    page: Math.max(page, 1),
  };
}

/** The query string of a query, without the defaults, so the plain page keeps a plain address. */
export function writeQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_QUERY) as (keyof ListQuery)[]) {
    if (query[key] !== DEFAULT_QUERY[key]) params.set(key, String(query[key]));
  }
  return params;
}

/**
 * Applies a filter change: any change returns to page 1. (Choosing a type the chosen category is not of clears
 * the category: the filter bar, which has the person's categories, says so in its patch.)
 */
export function withFilters(query: ListQuery, patch: Partial<ListFilters>): ListQuery {
  return { ...query, ...patch, page: 1 };
}

/** clicking the active sort toggles asc/desc; a new sort starts asc. */
export function withSort(query: ListQuery, field: TransactionSortField): ListQuery {
  const sortOrder: SortOrder = field === query.sortBy && query.sortOrder === 'asc' ? 'desc' : 'asc';
  return { ...query, sortBy: field, sortOrder, page: 1 };
}

export function hasFilters(filters: ListFilters): boolean {
  return (Object.keys(DEFAULT_FILTERS) as (keyof ListFilters)[]).some(
    (key) => filters[key] !== DEFAULT_FILTERS[key],
  );
}

/** The filters as the list and export calls take them. */
export function apiFilters(query: ListQuery): TransactionFilters {
  return {
    searchTerm: query.searchTerm,
    type: query.type,
    category: query.category,
    accountId: query.accountId,
    tag: query.tag,
    startDate: query.startDate,
    endDate: query.endDate,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  };
}
