import { useId, useState, type ReactNode } from 'react';
import { SiteContainer, SiteLead, SiteTitle } from '../../../components/site-controls.tsx';
import type { FilterOptions } from '../filter-options.ts';
import type { CatalogueView, ProductFilters } from '../product-filters.ts';
import { ProductFilterBar } from './product-filter-bar.tsx';
import { ProductList, type ServerPage } from './product-list.tsx';
import classes from './product-catalogue.module.css';

interface CatalogueProps {
  heading: string;
  headingLevel?: 1 | 2;
  intro?: string;
  serverPage: ServerPage | null;
  options: FilterOptions;
  withCategory?: boolean;
  /** On a phone, the cards shown before a "Show all" button (for pages where the list is one section of several). */
  compactVisible?: number;
}

/**
 * Filters and the list together, showing `view` and asking `onViewChange` for another. The
 * server's page only stands for the view it was loaded with; any other is fetched in the browser.
 */
export function ProductCatalogue(props: CatalogueProps & { view: CatalogueView; onViewChange: (view: CatalogueView) => void }) {
  const headingId = useId();
  const { view, onViewChange } = props;
  const { filters } = view;
  const clearFilters =
    filters.grades.length || filters.courseSystemIds.length
      ? () => onViewChange({ filters: { ...filters, grades: [], courseSystemIds: [] }, pageNum: 1 })
      : undefined;
  return (
    <section aria-labelledby={headingId}>
      <SiteTitle order={props.headingLevel ?? 2} id={headingId} className={classes.heading}>
        {props.heading}
      </SiteTitle>
      {props.intro && <SiteLead>{props.intro}</SiteLead>}
      <ProductFilterBar
        filters={filters}
        options={props.options}
        onChange={(next) => onViewChange({ filters: next, pageNum: 1 })}
        withCategory={props.withCategory}
      />
      <ProductList
        key={JSON.stringify(filters)}
        view={view}
        onPageChange={(pageNum) => onViewChange({ ...view, pageNum })}
        serverPage={props.serverPage}
        onClearFilters={clearFilters}
        cardHeadingLevel={props.headingLevel === 1 ? 2 : 3}
        compactVisible={props.compactVisible}
        // Headed h1, the catalogue is the page. Below a content page's sections, its first picture
        // is far from the screen and must not take bandwidth from the page's banner.
        leadsPage={props.headingLevel === 1}
      />
    </section>
  );
}

/** The catalogue as a page of its own (`/commodity`), spaced below the header. */
export function CataloguePage({ children }: { children: ReactNode }) {
  return <SiteContainer className={classes.page}>{children}</SiteContainer>;
}

/** A catalogue whose view is its own state, as on the content pages that show goods. */
export function LocalProductCatalogue(props: CatalogueProps & { initialFilters: ProductFilters }) {
  const [view, setView] = useState<CatalogueView>({ filters: props.initialFilters, pageNum: 1 });
  return <ProductCatalogue {...props} view={view} onViewChange={setView} />;
}
