import { CompactShowMore } from '../../../components/compact-show-more.tsx';
import type { ProductDto } from '../../../../shared/api/public-content.ts';
import { ProductCard } from './product-card.tsx';
import classes from './product-grid.module.css';

/** How a list shortens on a phone: its first cards, and a button for the rest. */
export interface CompactCards {
  visible: number;
  moreLabel: string;
  onExpandedChange: (expanded: boolean) => void;
}

/**
 * Three cards a row in the full layout, one on a phone. With `compactCards`, a phone shows only
 * the first few until asked; every card is still in the page.
 */
export function ProductGrid(props: {
  products: ProductDto[];
  busy?: boolean;
  cardHeadingLevel?: 2 | 3;
  compactCards?: CompactCards;
  /** The grid opens the page, so its first picture is fetched at once. */
  leadsPage?: boolean;
}) {
  const { products, busy = false, compactCards, leadsPage = false } = props;
  return (
    <div className={classes.frame} aria-busy={busy || undefined} data-busy={busy || undefined}>
      <CompactShowMore
        className={classes.grid}
        itemClassName={classes.cell}
        visible={compactCards?.visible ?? products.length}
        moreLabel={() => compactCards?.moreLabel ?? ''}
        onExpandedChange={compactCards?.onExpandedChange}
      >
        {products.map((product, index) => (
          <ProductCard key={product.id} product={product} headingLevel={props.cardHeadingLevel} pictureFirst={leadsPage && index === 0} />
        ))}
      </CompactShowMore>
    </div>
  );
}
