import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterOptions } from './filter-options.ts';
import { catalogueSearchOf, catalogueViewOf, type CatalogueView, type KnownOptions } from './product-filters.ts';

export const knownOptionsOf = (options: FilterOptions): KnownOptions => ({
  gradeCodes: options.grades.map((grade) => grade.code),
  courseSystemIds: options.courseSystems.map((system) => system.id),
});

/**
 * The catalogue's view read from and written to the address: each choice is a new history entry,
 * so Back returns to the previous one, and the page keeps its scroll position while it changes.
 */
export function useCatalogueAddress(options: FilterOptions): [CatalogueView, (view: CatalogueView) => void] {
  const [params, setParams] = useSearchParams();
  const known = useMemo(() => knownOptionsOf(options), [options]);
  const view = useMemo(() => catalogueViewOf(params, known), [params, known]);
  const show = useCallback(
    (next: CatalogueView) => setParams(catalogueSearchOf(next), { preventScrollReset: true }),
    [setParams],
  );
  return [view, show];
}
