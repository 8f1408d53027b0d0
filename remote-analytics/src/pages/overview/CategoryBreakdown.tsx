import { lazy, Suspense, useState } from 'react';
import {
  formatMoney,
  formatPercent,
  type CategoryAmount,
  type Currency,
  type Language,
} from '@moneta/shared';
import { Card, Flex, Typography } from '@moneta/shared/ui';
import { Empty } from '@moneta/shared/ui/dashboard';
import { Progress } from '@moneta/shared/ui/display';
import { categoryLines, type CategoryView } from '../../figures/categoryLines';
import { barPercent } from '../../figures/format';
import { usePersonCategories } from '../../figures/usePersonCategories';
import { useAnalyticsT } from '../../i18n';

// Only a person with groups sees the switch: the others' first load goes without it.
const CategoryViewSwitch = lazy(
  () => import(/* webpackChunkName: "category-view-switch" */ '../../figures/CategoryViewSwitch'),
);

interface CategoryBreakdownProps {
  categories: CategoryAmount[];
  currency: Currency;
  language: Language;
}

/**
 * This month's expenses by category: each category in the person's colour for it, with its amount in the user's
 * currency, its percent of the total and a progress bar; for a person with groups, by group on request. Bars,
 * not a chart library: the overview's first load stays light.
 */
export function CategoryBreakdown({ categories, currency, language }: CategoryBreakdownProps) {
  const t = useAnalyticsT();
  const { known, grouped, label } = usePersonCategories();
  const [chosenView, setView] = useState<CategoryView>('category');
  const view = grouped ? chosenView : 'category';
  // A name the person's list lacks keeps the colour the API gave it.
  const lines = categoryLines(categories, {
    known,
    view,
    label,
    fallbackColor: (index) => categories[index]?.color ?? '',
  });
  return (
    <Card
      title={t('Spending by Category')}
      role="region"
      aria-label={t('Spending by Category')}
      style={{ height: '100%' }}
    >
      {grouped && categories.length > 0 ? (
        <Suspense fallback={null}>
          <Flex style={{ marginBottom: 16 }}>
            <CategoryViewSwitch value={view} onChange={setView} />
          </Flex>
        </Suspense>
      ) : null}
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No category data available')} />
      ) : (
        <Flex vertical gap="middle" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lines.map((item) => (
            <li key={item.key} aria-label={item.label}>
              {/* One line a category: a long name gives way (ellipsis), the figures never wrap under it. */}
              <Flex justify="space-between" align="baseline" gap="small">
                <Flex align="center" gap="small" style={{ minWidth: 0 }}>
                  <span
                    aria-hidden
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: '50%',
                      background: item.color,
                      flex: 'none',
                    }}
                  />
                  <Typography.Text strong ellipsis>
                    {item.label}
                  </Typography.Text>
                </Flex>
                <Flex gap="small" align="baseline">
                  <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(item.amount, currency, language)}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                    {formatPercent(item.percentage, language)}
                  </Typography.Text>
                </Flex>
              </Flex>
              <Progress
                percent={barPercent(item.percentage)}
                strokeColor={item.color}
                showInfo={false}
                size="small"
                aria-label={t('{{category}}: {{percent}} of expenses', {
                  category: item.label,
                  percent: formatPercent(item.percentage, language),
                })}
                style={{ margin: 0 }}
              />
            </li>
          ))}
        </Flex>
      )}
    </Card>
  );
}
