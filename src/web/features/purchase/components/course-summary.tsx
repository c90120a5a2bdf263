import { Badge, Group, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ProductDetailDto } from '../../../../shared/api/public-content.ts';
import { showsStock } from '../../../../shared/catalogue.ts';
import { WholePrice } from '../../../components/whole-price.tsx';
import { useFormatters } from '../../../lib/format.ts';
import type { ApplyRefusal } from '../purchase-rules.ts';
import classes from './purchase.module.css';

/** The course at the top of every step: what the family is applying for, and its price. */
export function CourseSummary({ product, refusal }: { product: ProductDetailDto; refusal: ApplyRefusal | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const seats = showsStock(product.productCategoryId) && product.stock != null ? product.stock : null;
  return (
    <section className={classes.summary} aria-labelledby="apply-course-name" data-testid="course-summary">
      <img src={product.pic} alt="" className={classes.summaryPicture} width={160} height={120} />
      <div className={classes.summaryBody}>
        <Group gap={6}>
          <Badge variant="light" color="navy" radius="sm">
            {product.productCategoryTypeName}
          </Badge>
          <Badge variant="outline" color="gray.7" radius="sm">
            {product.courseTypeName}
          </Badge>
          {refusal ? (
            <Badge color="red.9" radius="sm" data-testid={refusal === 'closed' ? 'closed-badge' : 'sold-out-badge'}>
              {/* The course page's words for the same state (D31): a full course keeps a waitlist. */}
              {t(refusal === 'closed' ? 'purchase.summary.closed' : product.formingState === 'cancelled' ? 'common.classStatus.cancelled' : 'common.classStatus.full')}
            </Badge>
          ) : (
            seats !== null && (
              <Badge variant="outline" color="teal.9" radius="sm">
                {t('purchase.summary.seatsLeft', { count: seats })}
              </Badge>
            )
          )}
        </Group>
        <Title order={1} id="apply-course-name" className={classes.summaryName}>
          {product.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('purchase.summary.dates', { start: format.day(product.equityDateStart), end: format.day(product.equityDateEnd) })}
        </Text>
      </div>
      <div className={classes.summaryPrice}>
        <WholePrice product={product} />
      </div>
    </section>
  );
}
