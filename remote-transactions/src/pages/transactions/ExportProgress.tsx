import { formatPercent, localeAtom, useSharedAtom } from '@moneta/shared';
import { Progress } from '@moneta/shared/ui/flow';
import { useTransactionsT } from '../../i18n';

/** How much of the export has arrived: loaded with the first export that reports it, not with the page. */
export default function ExportProgress({ share }: { share: number }) {
  const t = useTransactionsT();
  const { language } = useSharedAtom(localeAtom);
  return (
    <Progress
      type="circle"
      size={24}
      percent={Math.round(share * 100)}
      format={(percent) => formatPercent(percent ?? 0, language)}
      aria-label={t('Export progress')}
    />
  );
}
