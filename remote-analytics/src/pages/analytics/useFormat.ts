import { useMemo } from 'react';
import { formatMoney, preferencesAtom, useSharedAtom } from '@moneta/shared';
import { formatCompactMoney, formatCount, formatMonth, formatPercent } from './format';

/** The screen's formatters, in the user's currency and language (DESIGN section 7). */
export function useFormat() {
  const { currency, language } = useSharedAtom(preferencesAtom);
  return useMemo(
    () => ({
      language,
      money: (amount: number) => formatMoney(amount, currency, language),
      compactMoney: (amount: number) => formatCompactMoney(amount, currency, language),
      percent: (percent: number) => formatPercent(percent, language),
      count: (count: number) => formatCount(count, language),
      month: (monthYear: string, style: 'short' | 'long') => formatMonth(monthYear, language, style),
    }),
    [currency, language],
  );
}

export type Format = ReturnType<typeof useFormat>;
