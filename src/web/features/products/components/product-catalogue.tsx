import { Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { ProductPage } from '../api/get-products.ts';
import type { FilterOptions } from '../filter-options.ts';
import { sameFilters, type ProductFilters } from '../product-filters.ts';
import { ProductFilterBar } from './product-filter-bar.tsx';
import { ProductList } from './product-list.tsx';
import classes from './product-catalogue.module.css';

/**
 * Filters and the list together. The server's first page only stands for the filters it was
 * loaded with; any other choice is fetched in the browser.
 */
export function ProductCatalogue(props: {
  heading: string;
  headingLevel?: 1 | 2;
  intro?: React.ReactNode;
  initialFilters: ProductFilters;
  firstPage: ProductPage | null;
  options: FilterOptions;
  withCategory?: boolean;
}) {
  const headingId = useId();
  const [filters, setFilters] = useState(props.initialFilters);
  const firstPage = sameFilters(filters, props.initialFilters) ? props.firstPage : null;
  const clearFilters =
    filters.grades.length || filters.courseSystemIds.length
      ? () => setFilters({ ...filters, grades: [], courseSystemIds: [] })
      : undefined;
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <Title order={props.headingLevel ?? 2} id={headingId} className={classes.heading}>
        {props.heading}
      </Title>
      {props.intro}
      <ProductFilterBar
        filters={filters}
        options={props.options}
        onChange={setFilters}
        withCategory={props.withCategory}
      />
      <ProductList
        key={JSON.stringify(filters)}
        filters={filters}
        firstPage={firstPage}
        onClearFilters={clearFilters}
        cardHeadingLevel={props.headingLevel === 1 ? 2 : 3}
      />
    </section>
  );
}
