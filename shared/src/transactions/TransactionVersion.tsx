import {
  categoryLabel,
  localeAtom,
  useSharedAtom,
  type RowType,
  type TransactionInput,
} from '@moneta/shared';
import { VersionLines } from '../outbox/VersionLines';
import { formatSignedAmount, formatTransactionDate } from './format';
import { useEditorT } from './i18n';

/** An input, or the saved transaction the server answered with, whose type is a row's. */
type Values = Pick<TransactionInput, 'description' | 'amount' | 'category' | 'date' | 'notes'> & {
  type: RowType;
};

/** One version of a transaction, as both sides of a choice between versions show it, line for line. */
export function TransactionVersion({ values, other }: { values: Values; other: Values }) {
  const t = useEditorT();
  const { currency, language } = useSharedAtom(localeAtom);
  const lines = (version: Values) => {
    const day = formatTransactionDate(version.date, language);
    return [
      version.description,
      formatSignedAmount(version.amount, version.type, currency, language),
      categoryLabel(t, version.category),
      day.ok ? day.text : t(day.message),
      version.notes ?? '',
    ];
  };
  return <VersionLines lines={lines(values)} other={lines(other)} />;
}
