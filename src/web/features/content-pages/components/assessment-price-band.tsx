import { Link } from 'react-router';
import { ASSESSMENT_PRICE } from '../../../../shared/api/assessments.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { useTranslation } from '../../../i18n/translator.tsx';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { PageBand } from './page-band.tsx';
import classes from './assessment-price-band.module.css';

/** /assessments says what an assessment costs (free, when it is) and where to book one. */
export function AssessmentPriceBand() {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const free = ASSESSMENT_PRICE.amount === 0;
  return (
    <PageBand>
      <section className={classes.card} aria-labelledby="assessment-price-title" data-testid="assessment-price">
        <div>
          <h2 id="assessment-price-title" className={classes.title}>
            {free ? t('content.assessmentPrice.free') : t('content.assessmentPrice.price', { price: formatMoney(ASSESSMENT_PRICE.amount, ASSESSMENT_PRICE.currency, locale) })}
          </h2>
          <p className={classes.text}>{t(free ? 'content.assessmentPrice.freeText' : 'content.assessmentPrice.priceText')}</p>
        </div>
        <Link to="/apply/evaluation" className={classes.action}>
          {t('content.assessmentPrice.book')}
        </Link>
      </section>
    </PageBand>
  );
}
