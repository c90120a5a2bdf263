/**
 * Where a detail page's back link goes: the list it was opened from, with that list's filters
 * (links from a list pass `state={{ from }}`), or the bare list.
 */
export function backHrefOf(state: unknown, fallback: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') ? from : fallback;
}
