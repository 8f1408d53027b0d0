// "By category" / "By group": whether a list of spending folds the categories of a group into one line. Shown
// only to a person with groups; the overview loads it then, so its first load does not carry the switch.
import { Segmented } from '@moneta/shared/ui/tabs';
import { useAnalyticsT } from '../i18n';
import type { CategoryView } from './categoryLines';

interface CategoryViewSwitchProps {
  value: CategoryView;
  onChange: (view: CategoryView) => void;
}

export default function CategoryViewSwitch({ value, onChange }: CategoryViewSwitchProps) {
  const t = useAnalyticsT();
  return (
    <Segmented<CategoryView>
      size="small"
      aria-label={t('Show spending')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'category', label: t('By category') },
        { value: 'group', label: t('By group') },
      ]}
    />
  );
}
