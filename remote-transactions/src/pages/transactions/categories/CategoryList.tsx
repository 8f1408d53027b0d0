import { useId } from 'react';
import {
  TRANSACTION_TYPES,
  type Category,
  type CategoryMergeResult,
  type TransactionType,
} from '@moneta/shared';
import { Alert, Button, ErrorAlert, Flex, MESSAGES, Typography, errorMessage } from '@moneta/shared/ui';
import { EditOutlined, LoadingBlock, PlusOutlined, SwapOutlined, Tag } from '@moneta/shared/ui/dashboard';
import { categoryLabel, CategoryName, useCategories } from '@moneta/shared/categories';
import { useTransactionsT } from '../../../i18n';
import { useCategoriesT } from './i18n';
import './CategoriesModal.css';

/** A merge done: the category merged away, by its name as shown, and what the server answered. */
export interface Merged extends CategoryMergeResult {
  from: string;
}

interface CategoryListProps {
  /** The last merge, said above the list until it is dismissed. */
  merged: Merged | null;
  onDismissMerged: () => void;
  onAdd: () => void;
  onEdit: (category: Category) => void;
  onMerge: (category: Category) => void;
}

/** The categories of one type in their order, each group's together under its name where it first comes. */
function grouped(categories: readonly Category[]): { group: string | null; categories: Category[] }[] {
  const groups = new Map<string | null, Category[]>();
  for (const category of categories) {
    const members = groups.get(category.group) ?? [];
    members.push(category);
    groups.set(category.group, members);
  }
  return [...groups].map(([group, members]) => ({ group, categories: members }));
}

/** The person's income and expense categories, grouped, each edited or merged into another. */
export function CategoryList({ merged, onDismissMerged, onAdd, onEdit, onMerge }: CategoryListProps) {
  const t = useCategoriesT();
  const names = useTransactionsT();
  const categories = useCategories();

  if (categories.isPending) return <LoadingBlock text={t('Loading categories…')} />;
  const list = categories.data?.categories ?? [];

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="flex-start" gap="middle" wrap>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0, flex: '1 1 240px' }}>
          {t(
            'Your transactions, budgets and rules are filed under these categories. Rename, recolour, group or hide them, or merge one into another.',
          )}
        </Typography.Paragraph>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          {t('Add category')}
        </Button>
      </Flex>
      {merged ? (
        <Alert
          type="success"
          showIcon
          title={t(MESSAGES.categoryMerged)}
          description={
            <>
              {t('“{{from}}” was merged into “{{into}}”.', {
                from: merged.from,
                into: categoryLabel(names, merged.category.name),
              })}
              <ul className="category-moved">
                <li>{t('Transactions moved: {{number, number}}', { number: merged.moved.transactions })}</li>
                <li>{t('Split parts moved: {{number, number}}', { number: merged.moved.splits })}</li>
                <li>{t('Budgets moved: {{number, number}}', { number: merged.moved.budgets })}</li>
                <li>{t('Rules moved: {{number, number}}', { number: merged.moved.rules })}</li>
              </ul>
            </>
          }
          closable={{ onClose: onDismissMerged, 'aria-label': t('Dismiss') }}
        />
      ) : null}
      <ErrorAlert
        message={categories.error ? errorMessage(categories.error, 'Failed to fetch categories') : null}
        action={
          <Button size="small" onClick={() => void categories.refetch()}>
            {t('Retry')}
          </Button>
        }
      />
      {TRANSACTION_TYPES.map((type) => (
        <TypeSection
          key={type}
          type={type}
          categories={list.filter((category) => category.type === type)}
          onEdit={onEdit}
          onMerge={onMerge}
        />
      ))}
    </Flex>
  );
}

const TYPE_HEADINGS = { Income: 'Income', Expense: 'Expenses' } as const satisfies Record<
  TransactionType,
  string
>;

function TypeSection({
  type,
  categories,
  onEdit,
  onMerge,
}: { type: TransactionType; categories: Category[] } & Pick<CategoryListProps, 'onEdit' | 'onMerge'>) {
  const t = useCategoriesT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={5} id={headingId} style={{ margin: 0 }}>
        {t(TYPE_HEADINGS[type])}
      </Typography.Title>
      {grouped(categories).map(({ group, categories: members }) =>
        group === null ? (
          <CategoryItems key="" categories={members} onEdit={onEdit} onMerge={onMerge} />
        ) : (
          <GroupItems key={group} group={group} categories={members} onEdit={onEdit} onMerge={onMerge} />
        ),
      )}
    </section>
  );
}

function GroupItems({ group, ...items }: { group: string } & Parameters<typeof CategoryItems>[0]) {
  const t = useCategoriesT();
  const id = useId();
  return (
    <div className="category-group">
      <Typography.Text strong id={id}>
        {t('Group: {{group}}', { group })}
      </Typography.Text>
      <CategoryItems {...items} labelledBy={id} />
    </div>
  );
}

function CategoryItems({
  categories,
  labelledBy,
  onEdit,
  onMerge,
}: {
  categories: Category[];
  labelledBy?: string;
} & Pick<CategoryListProps, 'onEdit' | 'onMerge'>) {
  return (
    <ul className="category-list" aria-labelledby={labelledBy}>
      {categories.map((category) => (
        <CategoryItem key={category.id} category={category} onEdit={onEdit} onMerge={onMerge} />
      ))}
    </ul>
  );
}

function CategoryItem({
  category,
  onEdit,
  onMerge,
}: { category: Category } & Pick<CategoryListProps, 'onEdit' | 'onMerge'>) {
  const t = useCategoriesT();
  const names = useTransactionsT();
  const nameId = useId();
  return (
    <li className="category-list__item">
      <span className="category-list__name">
        <CategoryName category={category}>
          <span id={nameId}>{categoryLabel(names, category.name)}</span>
        </CategoryName>
        {category.hidden ? <Tag style={{ marginInlineEnd: 0 }}>{t('Hidden')}</Tag> : null}
      </span>
      {/* Each button's own words, told apart by the category's name (WCAG's label in name). */}
      <Flex gap="small" wrap>
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          aria-describedby={nameId}
          onClick={() => onEdit(category)}
        >
          {t('Edit')}
        </Button>
        <Button
          size="small"
          icon={<SwapOutlined aria-hidden />}
          aria-describedby={nameId}
          onClick={() => onMerge(category)}
        >
          {t('Merge into…')}
        </Button>
      </Flex>
    </li>
  );
}
