import { useId } from 'react';
import { Alert, Checkbox, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ProductDetailDto } from '../../../../shared/api/public-content.ts';
import { APPLICATION_FEE, DEFAULT_ORDER_HOLD_MINUTES, DEFAULT_TRANSFER_HOLD_BUSINESS_DAYS } from '../../../../shared/api/orders.ts';
import { showsStock } from '../../../../shared/catalogue.ts';
import { ACADEMY_TIME_ZONE_DEFAULT } from '../../../../shared/limits.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { childrenQueryOptions } from '../api/get-children.ts';
import type { ApplyStep, ApplyValues } from '../apply-values.ts';
import { useFormatters } from '../../../lib/format.ts';
import { hasPromotion, tuitionOf } from '../purchase-rules.ts';
import { refundScheduleFor, todayIn } from '../refund-schedule.ts';
import { RefundPolicyTable } from './refund-policy-table.tsx';
import classes from './purchase.module.css';

/** Step 3: the answers, what is paid (tuition, fee, total), the refund policy and its acceptance. */
export function ReviewStep(props: {
  product: ProductDetailDto;
  values: ApplyValues;
  acceptError?: React.ReactNode;
  onAcceptChange: (accepted: boolean) => void;
  onEdit: (step: ApplyStep) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const refundHeadingId = useId();
  const children = useQuery(childrenQueryOptions(language));
  const { product, values } = props;
  const child = children.data?.find((item) => String(item.id) === values.childId);
  const late = product.lateEnrolment;
  // D27: after the first class, the classes still ahead.
  const tuition = late?.tuition ?? tuitionOf(product);
  const money = (amount: number) => format.money(amount, product.currency);
  const rows = refundScheduleFor(product.equityDateStart, todayIn(ACADEMY_TIME_ZONE_DEFAULT));
  const listed = (items: string[]) => items.join(t('purchase.review.listSeparator'));

  return (
    <Stack gap="xl">
      <section aria-labelledby="apply-review-answers">
        <Title order={3} size="h5" id="apply-review-answers" mb="xs">
          {t('purchase.review.answersTitle')}
        </Title>
        <dl className={classes.facts}>
          <div>
            <dt>{t('purchase.review.child')}</dt>
            <dd>
              {child ? `${child.name} · ${child.gradeName}` : '—'}{' '}
              <button type="button" className={classes.editLink} onClick={() => props.onEdit('child')}>
                {t('purchase.review.change')}
              </button>
            </dd>
          </div>
          <div>
            <dt>{t('purchase.review.processes')}</dt>
            <dd>
              {listed(values.processes.map((key) => t(`purchase.processes.${key}.label`)))}{' '}
              <button type="button" className={classes.editLink} onClick={() => props.onEdit('questions')}>
                {t('purchase.review.change')}
              </button>
            </dd>
          </div>
          <div>
            <dt>{t('purchase.review.outcomes')}</dt>
            <dd>{listed(values.outcomes.map((key) => t(`purchase.outcomes.${key}.label`)))}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="apply-review-amounts">
        <Title order={3} size="h5" id="apply-review-amounts" mb="xs">
          {t('purchase.review.amountsTitle')}
        </Title>
        <dl className={classes.amounts} data-testid="amounts">
          <div>
            <dt>
              {late
                ? t('purchase.review.lateTuition', { ahead: late.classesAhead, total: late.classesTotal })
                : hasPromotion(product)
                  ? t('purchase.review.tuitionPromoted')
                  : t('purchase.review.tuition')}
            </dt>
            <dd>
              {hasPromotion(product) && !late && (
                <s className={classes.priceWasSmall}>
                  <span className={classes.visuallyHidden}>{t('purchase.summary.originalPrice')} </span>
                  {money(product.price)}
                </s>
              )}{' '}
              {money(tuition)}
            </dd>
          </div>
          <div>
            <dt>
              {t('purchase.review.applicationFee')}
              <Text span size="xs" c="dimmed" display="block">
                {t('purchase.review.applicationFeeHint')}
              </Text>
            </dt>
            <dd>{money(APPLICATION_FEE)}</dd>
          </div>
          <div className={classes.total}>
            <dt>{t('purchase.review.total')}</dt>
            <dd data-testid="total">{money(tuition + APPLICATION_FEE)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby={refundHeadingId}>
        <Title order={3} size="h5" id={refundHeadingId} mb={4}>
          {t('purchase.refund.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          {t('purchase.refund.intro', { date: format.day(product.equityDateStart) })}
        </Text>
        <RefundPolicyTable rows={rows} headingId={refundHeadingId} />
      </section>

      <Alert color="gold" variant="light" className={classes.holdNotice}>
        {showsStock(product.productCategoryId)
          ? t('purchase.review.holdSeat', { minutes: DEFAULT_ORDER_HOLD_MINUTES, days: DEFAULT_TRANSFER_HOLD_BUSINESS_DAYS })
          : t('purchase.review.holdOrder', { minutes: DEFAULT_ORDER_HOLD_MINUTES, days: DEFAULT_TRANSFER_HOLD_BUSINESS_DAYS })}
      </Alert>

      <Checkbox
        checked={values.accepted}
        onChange={(event) => props.onAcceptChange(event.currentTarget.checked)}
        label={t('purchase.review.accept')}
        error={props.acceptError}
        required
        data-testid="accept-policy"
      />
    </Stack>
  );
}
