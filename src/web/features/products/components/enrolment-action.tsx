import { useTranslation } from '../../../i18n/translator.tsx';
import { Link } from 'react-router';
import { PillButton, PillLink } from '../../../components/site-controls.tsx';
import type { ProductDetailDto } from '../../../../shared/api/public-content.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../../../shared/limits.ts';
import { availabilityOf } from '../availability.ts';
import { formatClassDay, formatClassInstant, formatDay } from '../format.ts';
import { applyHref, CATALOGUE_HREF } from '../links.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import classes from './course-detail-view.module.css';

/**
 * The course page's call to action with what enrolment allows (D21): apply while it is open and
 * say when it closes; once the course has begun or is full, say so and point to open courses.
 */
export function EnrolmentAction({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const availability = availabilityOf(product);
  const firstClassDay = product.firstClassAt
    ? formatClassDay(product.firstClassAt, locale, ACADEMY_TIME_ZONE_DEFAULT)
    : formatDay(product.equityDateStart, locale);

  if (availability === 'soldOut') {
    return (
      <div className={classes.enrolment} data-testid="enrolment-unavailable">
        <PillLink to={applyHref(product.id)} size="lg" className={classes.buy}>
          {t('products.detail.joinWaitlist')}
        </PillLink>
        <p className={classes.enrolmentNote}>{t('products.detail.soldOutHint')}</p>
      </div>
    );
  }

  if (availability === 'closed' || availability === 'cancelled') {
    return (
      <div className={classes.enrolment} data-testid="enrolment-unavailable">
        <PillButton size="lg" disabled>
          {t(availability === 'closed' ? 'products.enrolment.closedTitle' : 'common.classStatus.cancelled')}
        </PillButton>
        {availability === 'closed' && <p className={classes.enrolmentNote}>{t('products.enrolment.closedHint', { date: firstClassDay })}</p>}
        <Link to={CATALOGUE_HREF} className={classes.browseOpen}>
          {t('products.enrolment.browseOpen')}
        </Link>
      </div>
    );
  }

  const deadline =
    availability === 'late' && product.lateEnrolmentUntil
      ? t('products.enrolment.lateOpen', { start: firstClassDay, date: formatDay(product.lateEnrolmentUntil, locale) })
      : product.firstClassAt
        ? t('products.enrolment.closesAt', {
            date: formatClassInstant(product.firstClassAt, locale, ACADEMY_TIME_ZONE_DEFAULT),
          })
        : t('products.enrolment.closesOn', { date: firstClassDay });
  return (
    <div className={classes.enrolment}>
      <PillLink to={applyHref(product.id)} size="lg" className={classes.buy}>
        {t('products.detail.buy')}
      </PillLink>
      <p className={classes.enrolmentNote} data-testid="enrolment-deadline">
        {deadline}
      </p>
    </div>
  );
}
