import { useId } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import { Link } from 'react-router';
import { SiteContainer, SiteTitle } from '../../../components/site-controls.tsx';
import type { ProductDetailDto } from '../../../../shared/api/public-content.ts';
import { nestHeadings } from '../../../lib/nest-headings.ts';
import { CATALOGUE_HREF } from '../links.ts';
import { BookIcon } from './fact-icons.tsx';
import { CourseGallery } from './course-gallery.tsx';
import { CourseSchedule } from './course-schedule.tsx';
import { CourseTeachers } from './course-teachers.tsx';
import { EnrolmentAction } from './enrolment-action.tsx';
import { CourseTags } from './course-tags.tsx';
import { ProductFacts } from './product-facts.tsx';
import { WholePrice } from '../../../components/whole-price.tsx';
import classes from './course-detail-view.module.css';

/** "About this course" is an h2; the description's own headings go under it. */
const ABOUT_LEVEL = 2;

/** `/course-detail`: everything a family weighs before applying for a course. */
export function CourseDetailView({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation();
  const aboutId = useId();
  const teachersId = useId();
  const scheduleId = useId();
  const pictures = product.pictures.length ? product.pictures : [product.pic];
  return (
    <SiteContainer className={classes.page}>
      <Link to={CATALOGUE_HREF} className={classes.back}>
        <span aria-hidden="true">←</span> {t('products.detail.backToCourses')}
      </Link>

      <div className={classes.hero}>
        <CourseGallery pictures={pictures} name={product.name} />
        <div className={classes.summary}>
          <CourseTags product={product} />
          <SiteTitle order={1} className={classes.name}>
            {product.name}
          </SiteTitle>
          <WholePrice product={product} size="lg" />
          <ProductFacts product={product} withEnrolment={false} />
          {product.courseSystemName && (
            <dl className={classes.details}>
              <div>
                <dt>
                  <BookIcon /> {t('products.detail.courseSystem')}
                </dt>
                <dd>{product.courseSystemName}</dd>
              </div>
            </dl>
          )}
          <EnrolmentAction product={product} />
        </div>
      </div>

      <div className={classes.body}>
        <div>
          <section aria-labelledby={aboutId}>
            <SiteTitle order={ABOUT_LEVEL} id={aboutId} className={classes.sectionHeading}>
              {t('products.detail.about')}
            </SiteTitle>
            <div className={`rich-text ${classes.description}`} dangerouslySetInnerHTML={{ __html: nestHeadings(product.description, ABOUT_LEVEL) }} />
          </section>
          {product.teachers.length > 0 && <CourseTeachers teachers={product.teachers} headingId={teachersId} />}
        </div>
        {product.schedule && <CourseSchedule schedule={product.schedule} headingId={scheduleId} />}
      </div>
    </SiteContainer>
  );
}
