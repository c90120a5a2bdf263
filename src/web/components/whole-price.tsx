import type { ProductDto } from '../../shared/api/public-content.ts';
import { formatMoney } from '../../shared/money.ts';
import { useTranslation } from '../i18n/translator.tsx';
import { localeOf, useLanguage } from '../i18n/use-language.ts';
import classes from './whole-price.module.css';

type PricedProduct = Pick<ProductDto, 'price' | 'promotionPrice' | 'currency' | 'applicationFee' | 'lateEnrolment'>;

export function hasPromotion(product: Pick<ProductDto, 'price' | 'promotionPrice'>): boolean {
  return product.promotionPrice != null && product.promotionPrice < product.price;
}

/**
 * The whole price from the first look (D26): the tuition, with the promotional price leading and
 * the usual one struck through, then the application fee; after the first class, what joining now
 * costs for the classes that remain (D27). Plain markup: the public pages render it without Mantine.
 */
export function WholePrice({ product, size = 'md' }: { product: PricedProduct; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const money = (minorUnits: number) => formatMoney(minorUnits, product.currency, locale);
  const promoted = hasPromotion(product);
  const late = product.lateEnrolment;
  return (
    <div className={classes.whole} data-size={size}>
      <p className={classes.price}>
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
        <span className={classes.fee} data-testid="application-fee">
          {t('products.price.plusFee', { fee: money(product.applicationFee) })}
        </span>
      </p>
      {late && (
        <p className={classes.late} data-testid="late-enrolment-price">
          {t('products.price.lateRemaining', { ahead: late.classesAhead, total: late.classesTotal, price: money(late.tuition) })}
        </p>
      )}
    </div>
  );
}
