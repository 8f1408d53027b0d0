// What a period's budget figures cover, in words: the whole months the API measured (GET /budget/performance
// `months`), which are not the period's own dates.
import type { DatePeriod } from '@moneta/shared';
import { useAnalyticsT } from '../../../i18n';
import { useFormat } from '../useFormat';

/** "November 2026", "From September 2026 to November 2026", or the period's dates while no month is known. */
export function useCoveredMonths() {
  const t = useAnalyticsT();
  const format = useFormat();
  return (period: DatePeriod, months: readonly string[] | undefined): string => {
    const [first, last] = [months?.[0], months?.at(-1)];
    if (first === undefined || last === undefined) {
      return t('From {{start}} to {{end}}', {
        start: format.date(period.startDate),
        end: format.date(period.endDate),
      });
    }
    return first === last
      ? format.month(first, 'long')
      : t('From {{start}} to {{end}}', {
          start: format.month(first, 'long'),
          end: format.month(last, 'long'),
        });
  };
}
