// How the screens draw a category: its icon in its colour, beside its name.
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import type { CategoryIcon as IconName } from '../../contract/categoryLimits';
import type { Category } from '../../contract/categories';

// Twenty drawings are too heavy for the screens that only read the list on load: they come with the first icon.
const Drawing = lazy(() => import(/* webpackChunkName: "category-icons" */ './categoryDrawings'));

/** An icon's box, held while its drawing loads, so that the name beside it does not move. */
const BOX: CSSProperties = { display: 'inline-block', width: '1em', height: '1em', flex: 'none' };

/** A category's icon, in its colour when given; decorative (aria-hidden), as its name is always beside it. */
export function CategoryIcon({ icon, color }: { icon: IconName; color?: string | undefined }) {
  return (
    <Suspense fallback={<span aria-hidden style={BOX} />}>
      <Drawing icon={icon} style={{ ...BOX, color, lineHeight: 1 }} />
    </Suspense>
  );
}

/**
 * A category's name with its icon in its colour before it; a name that is no category of the person's (a
 * transfer, a split, one merged away) shows alone.
 */
export function CategoryName({
  category,
  children,
}: {
  category: Pick<Category, 'icon' | 'color'> | undefined;
  children: ReactNode;
}) {
  if (!category) return <>{children}</>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <CategoryIcon icon={category.icon} color={category.color} />
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{children}</span>
    </span>
  );
}
