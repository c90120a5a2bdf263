import { useTranslation } from 'react-i18next';
import type { ProductDto } from '../../../../shared/api/public-content.ts';
import { showsWeeks } from '../../../../shared/catalogue.ts';
import { formatDay } from '../format.ts';
import { seatStateOf } from '../seats.ts';
import { localeOf, useVisitorLanguage } from '../use-visitor-language.ts';
import { CalendarIcon, SeatsIcon, WeeksIcon } from './fact-icons.tsx';
import classes from './product-facts.module.css';

/** Weeks (not for Inspire), seats (Insights only) and the course period, as §2's card lists them. */
export function ProductFacts({ product }: { product: ProductDto }) {
  const { t } = useTranslation();
  const locale = localeOf(useVisitorLanguage());
  const seats = seatStateOf(product);
  const start = formatDay(product.equityDateStart, locale);
  const end = formatDay(product.equityDateEnd, locale);
  return (
    <ul className={classes.facts}>
      {showsWeeks(product.productCategoryId) && (
        <li>
          <WeeksIcon />
          <span>{t('products.facts.weeks', { count: product.totalClassHours })}</span>
        </li>
      )}
      {seats !== 'none' && (
        <li data-seats={seats}>
          <SeatsIcon />
          <span>
            {seats === 'soldOut'
              ? t('products.facts.soldOut')
              : t(seats === 'few' ? 'products.facts.fewSeats' : 'products.facts.seats', { count: product.stock ?? 0 })}
          </span>
        </li>
      )}
      {start && end && (
        <li>
          <CalendarIcon />
          <span>
            <span className={classes.label}>{t('products.facts.period')}</span>{' '}
            {t('products.facts.periodRange', { start, end })}
          </span>
        </li>
      )}
    </ul>
  );
}
