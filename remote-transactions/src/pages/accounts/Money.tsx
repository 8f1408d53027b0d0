import { formatMoney, localeAtom, useSharedAtom } from '@moneta/shared';
import { Typography } from '@moneta/shared/ui';

/**
 * An amount in the person's currency and language. A negative one reads as such twice: its minus sign, and the
 * theme's danger colour, which meets WCAG AA on the light and the dark surfaces alike.
 */
export function Money({ amount, strong = false }: { amount: number; strong?: boolean }) {
  const { currency, language } = useSharedAtom(localeAtom);
  return (
    <Typography.Text
      type={amount < 0 ? 'danger' : undefined}
      strong={strong}
      style={{ whiteSpace: 'nowrap', fontSize: 'inherit' }}
    >
      {formatMoney(amount, currency, language)}
    </Typography.Text>
  );
}
