import { memo, useId } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ProductDto } from '../../../../shared/api/public-content.ts';
import { availabilityOf, canApply } from '../availability.ts';
import { courseDetailHref } from '../links.ts';
import { CourseTags } from './course-tags.tsx';
import { ProductFacts } from './product-facts.tsx';
import { WholePrice } from '../../../components/whole-price.tsx';
import classes from './product-card.module.css';

/**
 * The card of spec §2: picture, name, facts, tags, price and a buy button (new tab); a course that
 * has begun or is full says so on its picture and offers to view it instead. Plain
 * elements rather than Mantine components, and memoised: lists render many cards, each one
 * hydrates, and a growing list should not re-render the cards it already shows.
 */
export const ProductCard = memo(function ProductCard({
  product,
  headingLevel = 3,
  pictureFirst = false,
}: {
  product: ProductDto;
  headingLevel?: 2 | 3;
  /** The first card of a page that opens with the list: its picture is what a phone paints largest, so it is not lazy. */
  pictureFirst?: boolean;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const availability = availabilityOf(product);
  const applicable = canApply(availability);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card} aria-labelledby={nameId}>
      <div className={classes.media}>
        <img
          src={product.pic}
          alt=""
          width={400}
          height={300}
          loading={pictureFirst ? 'eager' : 'lazy'}
          fetchPriority={pictureFirst ? 'high' : undefined}
          decoding="async"
        />
        {!applicable && (
          <span className={classes.ribbon} aria-hidden="true">
            {t(
              availability === 'closed'
                ? 'products.facts.enrolmentClosed'
                : availability === 'cancelled'
                  ? 'common.classStatus.cancelled'
                  : 'common.classStatus.full',
            )}
          </span>
        )}
      </div>
      <div className={classes.body}>
        <CourseTags product={product} />
        <Heading id={nameId} className={classes.name} title={product.name}>
          {product.name}
        </Heading>
        <ProductFacts product={product} />
        <div className={classes.footer}>
          <WholePrice product={product} />
          <a
            className={classes.action}
            data-variant={applicable ? 'filled' : 'light'}
            href={courseDetailHref(product.id)}
            target="_blank"
            rel="noopener"
            aria-label={t(applicable ? 'products.card.buyLabel' : 'products.card.viewLabel', { name: product.name })}
          >
            {t(applicable ? 'products.card.buy' : 'products.card.view')}
          </a>
        </div>
      </div>
    </article>
  );
});
