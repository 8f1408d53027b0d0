import { useMemo } from 'react';
import {
  formatDate,
  formatMoney,
  formatPercent,
  parseCalendarDate,
  localeAtom,
  useSharedAtom,
} from '@moneta/shared';
import { formatCompactMoney, formatCount, formatMonth, formatMonthDays, type MonthDays } from './format';

/** The screen's formatters, in the user's currency and language. */
export function useFormat() {
  const { currency, language } = useSharedAtom(localeAtom);
  return useMemo(
    () => ({
      language,
      money: (amount: number) => formatMoney(amount, currency, language),
      compactMoney: (amount: number) => formatCompactMoney(amount, currency, language),
      percent: (percent: number) => formatPercent(percent, language),
      count: (count: number) => formatCount(count, language),
      month: (monthYear: string, style: 'short' | 'long') => formatMonth(monthYear, language, style),
      /** A trend month, by the days of it its period covers when that is not the whole month. */
      monthDays: (month: MonthDays, style: 'short' | 'long') => formatMonthDays(month, language, style),
      /** A calendar date (YYYY-MM-DD) as the app writes dates; the raw text if it does not read. */
      date: (date: string) => {
        const parsed = parseCalendarDate(date);
        return parsed ? formatDate(parsed, language, 'calendarDate') : date;
      },
    }),
    [currency, language],
  );
}

export type Format = ReturnType<typeof useFormat>;
