import { useTranslation } from '../../../i18n/translator.tsx';
import type { ProductDto } from '../../../../shared/api/public-content.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import classes from './product-price.module.css';

export function hasPromotion(product: Pick<ProductDto, 'price' | 'promotionPrice'>): boolean {
  return product.promotionPrice != null && product.promotionPrice < product.price;
}

/** The price; with a promotion, the promotional price leads and the usual one is struck through. */
export function ProductPrice({ product, size = 'md' }: { product: ProductDto; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const money = (minorUnits: number) => formatMoney(minorUnits, product.currency, locale);
  const promoted = hasPromotion(product);
  return (
    <p className={classes.price} data-size={size}>
      <span className={classes.current} data-promoted={promoted || undefined}>
        <span className={classes.hidden}>{promoted ? t('products.price.sale') : t('products.price.label')} </span>
        {money(promoted ? product.promotionPrice! : product.price)}
      </span>
      {promoted && (
        <s className={classes.original}>
          <span className={classes.hidden}>{t('products.price.original')} </span>
          {money(product.price)}
        </s>
      )}
    </p>
  );
}
