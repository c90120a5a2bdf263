import type { ProductDto } from '../../../../shared/api/public-content.ts';
import { ProductCard } from './product-card.tsx';
import classes from './product-grid.module.css';

/** Three cards a row in the full layout, one on a phone. */
export function ProductGrid(props: { products: ProductDto[]; busy?: boolean; cardHeadingLevel?: 2 | 3 }) {
  const { products, busy = false } = props;
  return (
    <ul className={classes.grid} aria-busy={busy || undefined} data-busy={busy || undefined}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={props.cardHeadingLevel} pictureFirst={index === 0} />
        </li>
      ))}
    </ul>
  );
}
