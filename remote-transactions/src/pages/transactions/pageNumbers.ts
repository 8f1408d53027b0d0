/** A gap in the page numbers, shown as an ellipsis. */
export const GAP = 'gap';

/**
 * The page numbers to show: the first, the last, and `around` pages either side of the current one, with a
 * gap where pages are left out. 10,000 pages stay a handful of buttons.
 */
export function pageNumbers(current: number, total: number, around = 1): (number | typeof GAP)[] {
  const pages = new Set([1, total]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | typeof GAP)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(GAP);
    items.push(page);
  });
  return items;
}
