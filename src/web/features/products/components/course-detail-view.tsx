import { Anchor, Badge, Button, Container, Group, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductDetailDto } from '../../../../shared/api/public-content.ts';
import { applyHref, CATALOGUE_HREF } from '../links.ts';
import { BookIcon, CapIcon } from './fact-icons.tsx';
import { CourseGallery } from './course-gallery.tsx';
import { CourseSchedule } from './course-schedule.tsx';
import { seatStateOf } from '../seats.ts';
import { ProductFacts } from './product-facts.tsx';
import { ProductPrice } from './product-price.tsx';
import classes from './course-detail-view.module.css';

/** `/course-detail`: everything a family weighs before applying for a course. */
export function CourseDetailView({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const aboutId = useId();
  const scheduleId = useId();
  const soldOut = seatStateOf(product) === 'soldOut';
  const pictures = product.pictures.length ? product.pictures : [product.pic];
  return (
    <Container size="lg" className={classes.page}>
      <Anchor component={Link} to={CATALOGUE_HREF} className={classes.back}>
        <span aria-hidden="true">←</span> {t('products.detail.backToPrograms')}
      </Anchor>

      <div className={classes.hero}>
        <CourseGallery pictures={pictures} name={product.name} />
        <div className={classes.summary}>
          <Group gap={6}>
            <Badge variant="light" color="navy" radius="sm">
              {product.productCategoryTypeName}
            </Badge>
            <Badge variant="outline" color="gray.7" radius="sm">
              {product.courseTypeName}
            </Badge>
          </Group>
          <Title order={1} className={classes.name}>
            {product.name}
          </Title>
          <ProductPrice product={product} size="lg" />
          <ProductFacts product={product} />
          <dl className={classes.details}>
            {product.gradeNames.length > 0 && (
              <div>
                <dt>
                  <CapIcon /> {t('products.detail.grades')}
                </dt>
                <dd>{product.gradeNames.join(t('products.detail.listSeparator'))}</dd>
              </div>
            )}
            {product.courseSystemName && (
              <div>
                <dt>
                  <BookIcon /> {t('products.detail.courseSystem')}
                </dt>
                <dd>{product.courseSystemName}</dd>
              </div>
            )}
          </dl>
          {soldOut ? (
            <>
              <Button size="lg" radius="xl" disabled>
                {t('products.facts.soldOut')}
              </Button>
              <Text size="sm" c="var(--academy-muted)">
                {t('products.detail.soldOutHint')}
              </Text>
            </>
          ) : (
            <Button component={Link} to={applyHref(product.id)} size="lg" radius="xl" className={classes.buy}>
              {t('products.detail.buy')}
            </Button>
          )}
        </div>
      </div>

      <div className={classes.body}>
        <section aria-labelledby={aboutId}>
          <Title order={2} id={aboutId} className={classes.sectionHeading}>
            {t('products.detail.about')}
          </Title>
          <div className={`rich-text ${classes.description}`} dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
        {product.schedule && <CourseSchedule schedule={product.schedule} headingId={scheduleId} />}
      </div>
    </Container>
  );
}
