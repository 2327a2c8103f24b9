/**
 * Joins pages in order, keeping the first copy of each id. Pages are offsets into a list that
 * grows at the top, so a plan created while someone scrolls pushes an already-seen plan onto the next page.
 */
export function mergeUniqueById<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      merged.push(item);
    }
  }
  return merged;
}
