import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The state of a back-office list kept in the address: `pageNum`, `pageSize`, `sort`, `q` and
 * the list's own filters. A list can be shared, survives a reload, and Back undoes a change.
 * Every change but paging goes back to page 1.
 *
 *   const list = useListParams(['status', 'payType'], { sort: '-createTime' });
 *   useQuery(adminOrdersQueryOptions(language, list.query));
 */
export interface ListDefaults {
  sort: string;
  pageSize?: number;
}

export const PAGE_SIZES = [20, 50, 100];

export function useListParams<F extends string>(filterKeys: readonly F[], defaults: ListDefaults) {
  const [searchParams, setSearchParams] = useSearchParams();
  const pageSize = Number(searchParams.get('pageSize')) || defaults.pageSize || PAGE_SIZES[0];
  const pageNum = Math.max(1, Number(searchParams.get('pageNum')) || 1);
  const sort = searchParams.get('sort') || defaults.sort;
  const q = searchParams.get('q') ?? '';
  const filterValues = filterKeys.map((key) => searchParams.get(key) ?? '');
  const filterSignature = filterValues.join('\u0000');

  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key, index) => [key, filterValues[index]])) as Record<F, string>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the values
    [filterSignature],
  );

  /** What the API is asked, empty values left out. */
  const query = useMemo(() => {
    const entries: [string, string][] = [
      ['pageNum', String(pageNum)],
      ['pageSize', String(pageSize)],
      ['sort', sort],
      ['q', q],
      ...Object.entries<string>(filters),
    ];
    return Object.fromEntries(entries.filter(([, value]) => value !== '')) as Record<string, string>;
  }, [pageNum, pageSize, sort, q, filters]);

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage = true) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (resetPage) next.delete('pageNum');
        return next;
      }),
    [setSearchParams],
  );

  // Stable setters, so that a debounced search box is not reset by every render of its list.
  const setters = useMemo(
    () => ({
      setPage: (page: number) => update({ pageNum: page === 1 ? null : page }, false),
      setPageSize: (size: number) => update({ pageSize: size }),
      setSort: (next: string) => update({ sort: next === defaults.sort ? null : next }),
      setSearch: (text: string) => update({ q: text.trim() }),
      setFilter: (key: F, value: string | null) => update({ [key]: value }),
      /** Several filters in one step, such as both ends of a date range. */
      setFilters: (changes: Partial<Record<F, string | null>>) => update(changes as Record<string, string | null>),
    }),
    [update, defaults.sort],
  );

  return { pageNum, pageSize, sort, q, filters, query, ...setters };
}

export type ListParams<F extends string = string> = ReturnType<typeof useListParams<F>>;

/** `?a=1&b=2` of the values that are set. */
export function queryStringOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
