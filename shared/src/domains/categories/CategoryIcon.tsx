// How the screens draw a category: its icon in its colour, beside its name.
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import type { CategoryIcon as IconName } from '../../contract/defaultCategories';
import type { Category } from '../../contract/categories';

// Twenty drawings are too heavy for the screens that only read the list on load: they come with the first icon.
// (Unnamed: a chunk's name is carried by every page's chunk map, the transactions screen's first load is at its
// budget.)
const Drawing = lazy(() => import('./categoryDrawings'));

/** An icon's box, held while its drawing loads, so that the name beside it does not move. */
const BOX: CSSProperties = { display: 'inline-block', width: '1em', height: '1em', flex: 'none' };

/** A category's icon, in its colour when given; decorative (aria-hidden), as its name is always beside it. */
export function CategoryIcon({ icon, color }: { icon: IconName; color?: string | undefined }) {
  return (
    <Suspense fallback={<span aria-hidden style={BOX} />}>
      <Drawing icon={icon} color={color} />
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
  if (!category) return children;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <CategoryIcon icon={category.icon} color={category.color} />
      <span style={{ overflowWrap: 'anywhere' }}>{children}</span>
    </span>
  );
}
