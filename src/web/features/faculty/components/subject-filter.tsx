import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { FacultyDto } from '../../../../shared/api/public-content.ts';
import { membersTeaching, subjectHref } from '../subject-filter.ts';
import classes from './faculty.module.css';

/**
 * The subjects as links: a choice is an address (shareable, kept on reload, undone by Back), and
 * plain links work with the keyboard and before the page has loaded its script.
 */
export function SubjectFilter({ faculty, chosen }: { faculty: FacultyDto; chosen: string | null }) {
  const { t } = useTranslation();
  const choices = [
    { code: null, name: t('faculty.filter.all'), count: faculty.list.length },
    ...faculty.subjects.map((subject) => ({ ...subject, count: membersTeaching(faculty, subject.code).length })),
  ];
  return (
    <nav aria-label={t('faculty.filter.label')} className={classes.filter}>
      <ul className={classes.filterList}>
        {choices.map((choice) => (
          <li key={choice.code ?? 'all'}>
            <Link
              to={subjectHref(choice.code)}
              preventScrollReset
              className={classes.filterLink}
              aria-current={choice.code === chosen ? 'page' : undefined}
            >
              {choice.name}
              <span className={classes.filterCount}>{choice.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
