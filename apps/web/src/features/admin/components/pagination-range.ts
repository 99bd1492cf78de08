export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` on each
 * side, and a gap (ellipsis) wherever pages are left out. A gap never stands for a single page.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // first + last + current + siblings + two gaps
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  let start = Math.max(2, current - siblings);
  let end = Math.min(pageCount - 1, current + siblings);
  // Keep the same number of buttons near either end.
  if (current - siblings <= 3) {
    start = 2;
    end = 2 + 2 * siblings + 1;
  } else if (current + siblings >= pageCount - 2) {
    end = pageCount - 1;
    start = pageCount - 1 - 2 * siblings - 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount - 1) items.push('gap-end');
  items.push(pageCount);
  return items;
}

/** '11–20 of 95': the items the current page shows. */
export function rangeLabel(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const fmt = (n: number) => n.toLocaleString('en-US');
  return `${fmt(from)}–${fmt(to)} of ${fmt(total)}`;
}
