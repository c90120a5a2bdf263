import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ProductDto } from '../../../../shared/api/public-content.ts';
import { HOME_PRODUCT_ROW } from '../../../../shared/limits.ts';
import { CompactCarousel } from '../../../components/compact-carousel.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ArrowRightIcon } from '../../../components/ui-icons.tsx';
import classes from './home-sections.module.css';
import { SiteContainer } from '../../../components/site-controls.tsx';

/**
 * The home page's products in rows of HOME_PRODUCT_ROW (§9), a carousel on a phone. The card
 * itself belongs to the products feature, so the route hands it in: features do not import each
 * other.
 */
export function FeaturedProducts({ products, renderProduct }: { products: ProductDto[]; renderProduct: (product: ProductDto) => React.ReactNode }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <section className={classes.section} data-below-fold aria-labelledby="home-products">
      <SiteContainer>
        <div className={classes.sectionHead}>
          <SectionHeading id="home-products" eyebrow={t('home.products.eyebrow')} title={t('home.products.title')} lead={t('home.products.lead')} />
          <Link to="/commodity" className={classes.textLink}>
            {t('home.products.cta')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <div style={{ '--product-row': HOME_PRODUCT_ROW } as React.CSSProperties}>
          <CompactCarousel label={t('home.products.title')} className={classes.productGrid} itemClassName={classes.productCell}>
            {products.map((product) => (
              <Fragment key={product.id}>{renderProduct(product)}</Fragment>
            ))}
          </CompactCarousel>
        </div>
      </SiteContainer>
    </section>
  );
}
