import { Button, Flex, Typography } from '@moneta/shared/ui';
import { localeAtom, useSharedAtom, type Pagination } from '@moneta/shared';
import { useTransactionsT } from '../../i18n';
import { formatCount } from './format';
import { GAP, pageNumbers } from './pageNumbers';

interface PageNavProps {
  pagination: Pagination;
  onChange: (page: number) => void;
  /** A phone: small buttons and only the first, current and last page numbers, so the row fits 390 px. */
  compact?: boolean;
}

/**
 * 'Showing X to Y of Z entries' and Previous / page numbers / Next, shown only when there is
 * more than one page. Real buttons with names, so keyboard and screen-reader users can page too.
 */
export function PageNav({ pagination, onChange, compact = false }: PageNavProps) {
  const t = useTransactionsT();
  const { language } = useSharedAtom(localeAtom);
  const count = (value: number) => formatCount(value, language);
  const size = compact ? 'small' : 'middle';
  const { currentPage, itemsPerPage, totalItems, totalPages } = pagination;
  if (totalPages <= 1) return null;
  const from = (currentPage - 1) * itemsPerPage + 1;
  const to = Math.min(currentPage * itemsPerPage, totalItems);

  return (
    <Flex justify="space-between" align="center" gap="middle" wrap>
      <Typography.Text type="secondary">
        {t('Showing {{from}} to {{to}} of {{total}} entries', {
          from: count(from),
          to: count(to),
          total: count(totalItems),
        })}
      </Typography.Text>
      <nav aria-label={t('Pagination')}>
        <Flex gap={4} wrap align="center">
          <Button size={size} disabled={currentPage <= 1} onClick={() => onChange(currentPage - 1)}>
            {t('Previous')}
          </Button>
          {pageNumbers(currentPage, totalPages, compact ? 0 : 1).map((item, index) =>
            item === GAP ? (
              <Typography.Text key={`gap-${index}`} type="secondary" aria-hidden style={{ padding: '0 4px' }}>
                …
              </Typography.Text>
            ) : (
              <Button
                key={item}
                size={size}
                type={item === currentPage ? 'primary' : 'default'}
                aria-current={item === currentPage ? 'page' : undefined}
                aria-label={t('Page {{page}}', { page: count(item) })}
                onClick={() => item !== currentPage && onChange(item)}
              >
                {count(item)}
              </Button>
            ),
          )}
          <Button size={size} disabled={currentPage >= totalPages} onClick={() => onChange(currentPage + 1)}>
            {t('Next')}
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
