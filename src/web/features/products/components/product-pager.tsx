import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import { inMantineScope } from '../../../lib/in-mantine-scope.ts';
import type { ProductPagerProps } from './product-pager-buttons.tsx';
import classes from './product-list.module.css';

/** The buttons are drawn with Mantine's components, so they bring Mantine's provider (ADR 020). */
const ProductPagerButtons = lazy(() => inMantineScope(() => import('./product-pager-buttons.tsx')));

/**
 * Previous, page numbers and next (spec §2), labelled in the visitor's language. The buttons mean
 * nothing to crawlers, so the server only keeps their place; they appear once the page runs,
 * which spares phones (where the endless list replaces them) from loading them.
 */
export function ProductPager(props: ProductPagerProps) {
  const { t } = useTranslation();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  if (props.pageCount <= 1) return null;
  if (!interactive) return <div className={classes.pager} aria-hidden="true" />;
  return (
    <nav className={classes.pager} aria-label={t('products.list.pagination')}>
      <Suspense fallback={null}>
        <ProductPagerButtons {...props} />
      </Suspense>
    </nav>
  );
}
