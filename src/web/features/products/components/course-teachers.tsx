import { SiteTitle } from '../../../components/site-controls.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import { Link } from 'react-router';
import type { CourseTeacherDto } from '../../../../shared/api/public-content.ts';
import { facultyEntryHref } from '../links.ts';
import classes from './course-teachers.module.css';

const PORTRAIT_PX = 64;

/** Who teaches the course, each leading to their entry on the faculty page. */
export function CourseTeachers({ teachers, headingId }: { teachers: CourseTeacherDto[]; headingId: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <SiteTitle order={2} id={headingId} className={classes.heading}>
        {t('products.teachers.heading', { count: teachers.length })}
      </SiteTitle>
      <ul className={classes.list}>
        {teachers.map((teacher) => (
          <li key={teacher.id}>
            <Link to={facultyEntryHref(teacher.id)} className={classes.teacher}>
              <img src={teacher.photo} alt="" width={PORTRAIT_PX} height={PORTRAIT_PX} loading="lazy" decoding="async" className={classes.photo} />
              <span className={classes.text}>
                <span className={classes.name}>{teacher.name}</span>
                <span className={classes.more}>{t('products.teachers.profile')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
