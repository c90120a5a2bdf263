import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HomeSubjectDto } from '../../../../shared/api/public-content.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import classes from './home-sections.module.css';

/** The subjects (ddcHomeSubjectList), each with its icon. */
export function SubjectGrid({ subjects }: { subjects: HomeSubjectDto[] }) {
  const { t } = useTranslation();
  if (subjects.length === 0) return null;
  return (
    <section className={classes.section} data-surface="tinted" aria-labelledby="home-subjects">
      <Container size="lg">
        <SectionHeading id="home-subjects" eyebrow={t('home.subjects.eyebrow')} title={t('home.subjects.title')} />
        <ul className={classes.subjectGrid}>
          {subjects.map((subject) => (
            <li key={subject.id} className={classes.subjectCard}>
              <SubjectIcon icon={subject.icon} />
              <h3 className={classes.subjectName}>{subject.name}</h3>
              {subject.description && <p className={classes.subjectText}>{subject.description}</p>}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** An icon is either an image URL or, from older content, the path data of a 24 px glyph. */
function SubjectIcon({ icon }: { icon: string }) {
  if (!icon) return <span className={classes.subjectIcon} aria-hidden="true" />;
  if (/^(\/|https?:)/.test(icon)) {
    return (
      <span className={classes.subjectIcon} aria-hidden="true">
        <img src={icon} alt="" width={32} height={32} loading="lazy" />
      </span>
    );
  }
  return (
    <span className={classes.subjectIcon} aria-hidden="true">
      <svg
        width={28}
        height={28}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icon} />
      </svg>
    </span>
  );
}
