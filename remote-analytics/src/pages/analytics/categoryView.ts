// Whether the analytics' spending by category folds the categories of a group: kept in the address with the tab
// and the period (?by=group), so that the Overview's pie and the Spending tab's bars show alike, and a reload or
// a shared link keeps it.
import { useSearchParams } from '@moneta/shared/router';
import type { CategoryView } from '../../figures/categoryLines';

const PARAM = 'by';

export function useCategoryView(): [CategoryView, (view: CategoryView) => void] {
  const [params, setParams] = useSearchParams();
  const view: CategoryView = params.get(PARAM) === 'group' ? 'group' : 'category';
  const choose = (next: CategoryView) =>
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        // By category, the view every link without the parameter shows.
        if (next === 'group') nextParams.set(PARAM, next);
        else nextParams.delete(PARAM);
        return nextParams;
      },
      { replace: true },
    );
  return [view, choose];
}
