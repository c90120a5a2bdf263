import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import { COMPACT_BREAKPOINT_PX, PRODUCT_PAGE_SIZE } from '../../../../shared/limits.ts';
import type { ProductPage } from '../api/get-products.ts';
import { sameFilters, sameView, type CatalogueView } from '../product-filters.ts';
import { useInfiniteProducts, usePagedProducts } from '../use-product-pages.ts';
import { ProductGrid } from './product-grid.tsx';
import { ProductListEnd } from './product-list-end.tsx';
import { EmptyProducts, ProductLoadError } from './product-list-states.tsx';
import { ProductPager } from './product-pager.tsx';
import classes from './product-list.module.css';

const COMPACT_MEDIA_QUERY = `(max-width: ${COMPACT_BREAKPOINT_PX - 0.02}px)`;

/** A page the server rendered, and the view it was loaded for. */
export interface ServerPage {
  view: CatalogueView;
  page: ProductPage | null;
}

/**
 * The product list of spec §2 and D16: pages of nine with a pager in the full layout, an endless
 * list below 768 px. The server renders the first page it is asked for; once the browser knows its
 * width the list keeps the same grid (no re-render of the cards) and only swaps the controls under it.
 * A page where the list is one section among others shortens it on a phone (`compactVisible`).
 */
export function ProductList(props: {
  view: CatalogueView;
  onPageChange: (pageNum: number) => void;
  serverPage: ServerPage | null;
  onClearFilters?: () => void;
  /** Cards are headed one level below the list's own heading. */
  cardHeadingLevel?: 2 | 3;
  /** On a phone, show this many cards and a button for the rest before the endless list runs. */
  compactVisible?: number;
  /** The list opens the page (the catalogue), rather than following other sections. */
  leadsPage?: boolean;
}) {
  const { t } = useTranslation();
  const { view, serverPage, compactVisible } = props;
  const [revealed, setRevealed] = useState(false);
  const compact = useMediaQuery(COMPACT_MEDIA_QUERY, false, { getInitialValueInEffect: true });
  const pagedInitial = serverPage && sameView(serverPage.view, view) ? serverPage.page : null;
  // The endless list always starts from the first page.
  const endlessInitial =
    serverPage && serverPage.view.pageNum === 1 && sameFilters(serverPage.view.filters, view.filters) ? serverPage.page : null;
  const paged = usePagedProducts(view.filters, view.pageNum, pagedInitial, !compact);
  const endless = useInfiniteProducts(view.filters, endlessInitial, compact);
  const top = useRef<HTMLDivElement>(null);

  const query = compact ? endless.query : paged;
  const products = compact ? (endless.query.data?.pages.flatMap((page) => page.list) ?? []) : (paged.data?.list ?? []);
  const total = compact ? endless.query.data?.pages[0]?.total : paged.data?.total;

  if (query.isError && total === undefined) return <ProductLoadError onRetry={() => void query.refetch()} />;
  if (total === undefined) return <div className={classes.placeholder} aria-busy="true" />;
  if (products.length === 0) return <EmptyProducts onClearFilters={props.onClearFilters} />;
  // While the first cards stand for the list, its end (and the loading it triggers) waits too.
  const shortened = compactVisible !== undefined && products.length > compactVisible && !revealed;

  return (
    <div ref={top} className={classes.anchor}>
      <ProductGrid
        products={products}
        busy={!compact && paged.isPlaceholderData}
        cardHeadingLevel={props.cardHeadingLevel}
        leadsPage={props.leadsPage}
        compactCards={
          compactVisible === undefined
            ? undefined
            : { visible: compactVisible, moreLabel: t('products.list.showAll', { count: total }), onExpandedChange: setRevealed }
        }
      />
      {compact ? (
        !shortened && (
          <ProductListEnd
            finished={endless.finished}
            loadingMore={endless.query.isFetchingNextPage}
            pageCount={endless.pageCount}
            onLoadMore={endless.loadMore}
          />
        )
      ) : (
        <ProductPager
          pageCount={Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE))}
          pageNum={view.pageNum}
          onChange={(page) => {
            props.onPageChange(page);
            top.current?.scrollIntoView({ block: 'start' });
          }}
        />
      )}
    </div>
  );
}
