/**
 * docs/product.md §49 "Journal": 'entry' singular, 'entries' plural. Only loaded pages are counted; while older
 * pages remain the count says "50+" rather than fetching every page just to count them.
 */
export function entryCountText(loaded: number, moreRemain: boolean): string {
  if (moreRemain) return `${loaded}+ entries`;
  return `${loaded} ${loaded === 1 ? 'entry' : 'entries'}`;
}
