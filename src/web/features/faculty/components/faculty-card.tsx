import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { FacultyMemberDto } from '../../../../shared/api/public-content.ts';
import classes from './faculty.module.css';

/** Portraits are square illustrations. */
const PORTRAIT_PX = 80;

/** A teacher: portrait, name, subjects, biography and the courses they teach that are open for enrolment. */
export function FacultyCard({ member, eager }: { member: FacultyMemberDto; eager: boolean }) {
  const { t } = useTranslation();
  const nameId = `teacher-${member.id}-name`;
  return (
    <article className={classes.card} id={`teacher-${member.id}`} aria-labelledby={nameId}>
      <div className={classes.cardHead}>
        <img
          className={classes.photo}
          src={member.photo}
          alt={t('faculty.photoAlt', { name: member.name })}
          width={PORTRAIT_PX}
          height={PORTRAIT_PX}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div>
          <h2 className={classes.name} id={nameId}>
            {member.name}
          </h2>
          {member.subjects.length > 0 && (
            <p className={classes.subjects}>{member.subjects.map((subject) => subject.name).join(t('faculty.listSeparator'))}</p>
          )}
        </div>
      </div>
      <p className={classes.biography}>{member.biography}</p>
      {member.courses.length > 0 && (
        <div className={classes.courses}>
          <h3 className={classes.coursesTitle}>{t('faculty.courses')}</h3>
          <ul className={classes.courseList}>
            {member.courses.map((course) => (
              <li key={course.id}>
                <Link to={`/course-detail?id=${course.id}`} className={classes.courseLink}>
                  {course.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
