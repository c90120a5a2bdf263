import { useTranslation } from '../../../i18n/translator.tsx';
import type { ProductDto } from '../../../../shared/api/public-content.ts';
import { showsWeeks } from '../../../../shared/catalogue.ts';
import { gradesLabelOf } from '../../../lib/grades-label.ts';
import { availabilityOf } from '../availability.ts';
import { formatDay, formatMeetingDays } from '../format.ts';
import { seatStateOf } from '../seats.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { CalendarIcon, CapIcon, SeatsIcon, WeeksIcon } from './fact-icons.tsx';
import { ClassStatus } from '../../../components/class-status.tsx';
import classes from './product-facts.module.css';

/**
 * What a card and the course page list (§2): for Insights its weeks and the days it meets, its
 * grades, its seats while it takes enrolments and its period; for Inspire, sold as hours, the
 * hours, the class size and the grades. A card adds a late-enrolment date, which a course page
 * says beside its call to action instead.
 */
export function ProductFacts({ product, withEnrolment = true }: { product: ProductDto; withEnrolment?: boolean }) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const grades = gradesLabelOf(product, t);
  const availability = availabilityOf(product);
  const seats = availability === 'closed' || availability === 'cancelled' ? 'none' : seatStateOf(product);

  if (!showsWeeks(product.productCategoryId)) {
    return (
      <ul className={classes.facts}>
        <li>
          <WeeksIcon />
          <span>{t('products.facts.hours', { count: product.totalClassHours })}</span>
        </li>
        <li>
          <SeatsIcon />
          <span>{t('products.facts.inspireClassSize')}</span>
        </li>
        {grades && (
          <li>
            <CapIcon />
            <span>{grades}</span>
          </li>
        )}
      </ul>
    );
  }

  const start = formatDay(product.equityDateStart, locale);
  const end = formatDay(product.equityDateEnd, locale);
  const weeks = t('products.facts.weeks', { count: product.totalClassHours });
  return (
    <ul className={classes.facts}>
      <li>
        <WeeksIcon />
        <span>
          {product.meetingDays.length > 0
            ? t('products.facts.weeksMeeting', { weeks, days: formatMeetingDays(product.meetingDays, locale) })
            : weeks}
        </span>
      </li>
      {grades && (
        <li>
          <CapIcon />
          <span>{grades}</span>
        </li>
      )}
      {(seats !== 'none' || availability === 'cancelled') && (
        <li data-seats={seats}>
          <SeatsIcon />
          <ClassStatus facts={{ ...product, seatsLeft: product.stock }} />
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
      {withEnrolment && availability === 'late' && product.lateEnrolmentUntil && (
        <li data-enrolment="late">
          <CalendarIcon />
          <span>{t('products.facts.lateEnrolment', { date: formatDay(product.lateEnrolmentUntil, locale) })}</span>
        </li>
      )}
    </ul>
  );
}
