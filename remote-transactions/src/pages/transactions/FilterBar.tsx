import { useEffect, useId, useRef, useState } from 'react';
import {
  parseSearch,
  SEARCH_DEBOUNCE_MS,
  searchInEnglish,
  TRANSACTION_TYPES,
  type SearchMessage,
} from '@moneta/shared';
import { Button, Card, Typography } from '@moneta/shared/ui';
import { CloseOutlined, Col, Row, SearchOutlined } from '@moneta/shared/ui/dashboard';
import { Input, Select } from '@moneta/shared/ui/controls';
import { useTags } from '@moneta/shared/transactions';
import { findCategory, useCategoryPicker } from '@moneta/shared/categories';
import { SearchHelp } from './SearchHelp';
import { useSearchWords } from './searchWords';
import { useTransactionsT } from '../../i18n';
import { DateFilter } from './DateFilter';
import { FilterField } from './FilterField';
import { hasFilters, type ListFilters, type TypeFilter } from './listQuery';

export interface FilterChangeOptions {
  /** Replace the history entry rather than add one (typing a search should not fill Back with letters). */
  replace?: boolean;
}

interface FilterBarProps {
  filters: ListFilters;
  /** The accounts to filter by: none while the person has one. */
  accounts: { value: string; label: string }[];
  onChange: (patch: Partial<ListFilters>, options?: FilterChangeOptions) => void;
  onClear: () => void;
}

const DATE_FIELD_FLEX = '1 1 190px';

/**
 * The filter bar: search (debounced 200 ms), type, category, account (once there are two), tag (once there is
 * one), dates and 'Clear Filters'.
 */
export function FilterBar({ filters, accounts, onChange, onClear }: FilterBarProps) {
  const t = useTransactionsT();
  const ids = {
    search: useId(),
    type: useId(),
    category: useId(),
    account: useId(),
    tag: useId(),
    start: useId(),
    end: useId(),
    searchProblem: useId(),
  };
  const words = useSearchWords();
  const [text, setText] = useState(filters.searchTerm);
  const [problem, setProblem] = useState<SearchMessage | null>(null);
  // What the box last sent: its operators in English. The address can change the term too (Back, Clear
  // Filters): the box then shows the address's term, but not for the English form of what it sent itself.
  const [sent, setSent] = useState(filters.searchTerm);
  const [addressTerm, setAddressTerm] = useState(filters.searchTerm);
  if (addressTerm !== filters.searchTerm) {
    setAddressTerm(filters.searchTerm);
    if (filters.searchTerm !== sent) {
      setText(filters.searchTerm);
      setProblem(null);
    }
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const parsed = parseSearch(value, [words]);
      if (!parsed.ok) {
        setProblem(parsed.message);
        return;
      }
      const searchTerm = searchInEnglish(parsed.query);
      setProblem(null);
      setSent(searchTerm);
      onChange({ searchTerm }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    setProblem(null);
    onClear();
  };

  const typeOptions = [
    { value: 'all', label: t('All Types') },
    ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(type) })),
  ];
  const tags = useTags();
  const tagOptions = (tags.data?.tags ?? []).map(({ name }) => ({ value: name, label: name }));
  // A tag from the address stays shown while the list of tags loads, or after its last row lost it.
  if (filters.tag && !tagOptions.some((option) => option.value === filters.tag))
    tagOptions.push({ value: filters.tag, label: filters.tag });
  // The chosen category stays shown when hidden since, or when the address names one that is not the person's.
  const categories = useCategoryPicker(t, {
    type: filters.type === 'all' ? undefined : filters.type,
    keep: [filters.category],
  });

  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <Row gutter={[16, 12]} align="bottom">
        <Col flex="2 1 220px">
          <FilterField label={t('Search')} htmlFor={ids.search}>
            <Input
              id={ids.search}
              type="search"
              value={text}
              allowClear={{ clearIcon: <CloseOutlined aria-label={t('Clear search')} /> }}
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t('Search transactions...')}
              suffix={<SearchHelp />}
              status={problem ? 'error' : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ids.searchProblem : undefined}
              onChange={(event) => search(event.target.value)}
            />
            {problem ? (
              <Typography.Text type="danger" id={ids.searchProblem} role="alert">
                {t(problem)}
              </Typography.Text>
            ) : null}
          </FilterField>
        </Col>
        <Col flex="1 1 140px">
          <FilterField label={t('Type')} htmlFor={ids.type}>
            <Select<TypeFilter>
              id={ids.type}
              value={filters.type}
              options={typeOptions}
              style={{ width: '100%' }}
              onChange={(type) => {
                // A category of the other type is dropped rather than giving a list that can only be empty.
                const kind = findCategory(categories.categories, filters.category)?.type;
                onChange(type !== 'all' && kind && kind !== type ? { type, category: '' } : { type });
              }}
            />
          </FilterField>
        </Col>
        <Col flex="1 1 140px">
          <FilterField label={t('Category')} htmlFor={ids.category}>
            <Select<ListFilters['category']>
              id={ids.category}
              value={filters.category || undefined}
              {...categories.selectProps}
              notFoundContent={categories.loading ? t('Loading categories...') : undefined}
              placeholder={t('All Categories')}
              style={{ width: '100%' }}
              allowClear
              // A hundred options at most: render them all rather than a virtual window.
              virtual={false}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(category) => onChange({ category: category ?? '' })}
            />
          </FilterField>
        </Col>
        {accounts.length > 0 ? (
          <Col flex="1 1 140px">
            <FilterField label={t('Account')} htmlFor={ids.account}>
              <Select<string>
                id={ids.account}
                value={filters.accountId || undefined}
                options={accounts}
                placeholder={t('All accounts')}
                style={{ width: '100%' }}
                allowClear
                onChange={(accountId) => onChange({ accountId: accountId ?? '' })}
              />
            </FilterField>
          </Col>
        ) : null}
        {tagOptions.length > 0 ? (
          <Col flex="1 1 140px">
            <FilterField label={t('Tag')} htmlFor={ids.tag}>
              <Select<string>
                id={ids.tag}
                value={filters.tag || undefined}
                options={tagOptions}
                placeholder={t('All tags')}
                style={{ width: '100%' }}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                onChange={(tag) => onChange({ tag: tag ?? '' })}
              />
            </FilterField>
          </Col>
        ) : null}
        {/* The dates and Clear Filters wrap together: a row of their own rather than a lone stretched date. */}
        <Col flex="2 1 440px">
          <Row gutter={[16, 12]} align="bottom">
            {/* Wide enough for 'Select date' in every language ('Sélectionner une date' the longest). */}
            <Col flex={DATE_FIELD_FLEX}>
              <FilterField label={t('Start Date')} htmlFor={ids.start}>
                <DateFilter
                  id={ids.start}
                  value={filters.startDate}
                  min=""
                  max={filters.endDate}
                  placeholder={t('Select date')}
                  onChange={(startDate) => onChange({ startDate })}
                />
              </FilterField>
            </Col>
            <Col flex={DATE_FIELD_FLEX}>
              <FilterField label={t('End Date')} htmlFor={ids.end}>
                <DateFilter
                  id={ids.end}
                  value={filters.endDate}
                  min={filters.startDate}
                  max=""
                  placeholder={t('Select date')}
                  onChange={(endDate) => onChange({ endDate })}
                />
              </FilterField>
            </Col>
            <Col flex="none">
              <Button
                block
                icon={<CloseOutlined aria-hidden />}
                disabled={!hasFilters(filters) && !text}
                onClick={clear}
              >
                {t('Clear Filters')}
              </Button>
            </Col>
          </Row>
        </Col>
      </Row>
    </Card>
  );
}
