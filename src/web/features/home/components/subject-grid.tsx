import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { HomeSubjectDto } from '../../../../shared/api/public-content.ts';
import { CompactShowMore } from '../../../components/compact-show-more.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import classes from './home-sections.module.css';
import { SiteContainer } from '../../../components/site-controls.tsx';

/** A phone shows two rows of subjects, and the rest on request. */
const COMPACT_SUBJECTS = 4;

/** The subjects (ddcHomeSubjectList), each with its icon. */
export function SubjectGrid({ subjects }: { subjects: HomeSubjectDto[] }) {
  const { t } = useTranslation();
  if (subjects.length === 0) return null;
  return (
    <section className={classes.section} data-surface="tinted" aria-labelledby="home-subjects">
      <SiteContainer>
        <SectionHeading id="home-subjects" eyebrow={t('home.subjects.eyebrow')} title={t('home.subjects.title')} />
        <CompactShowMore
          className={classes.subjectGrid}
          itemClassName={classes.subjectCard}
          visible={COMPACT_SUBJECTS}
          moreLabel={() => t('home.subjects.showAll', { count: subjects.length })}
        >
          {subjects.map((subject) => (
            <Fragment key={subject.id}>
              <SubjectIcon icon={subject.icon} />
              <h3 className={classes.subjectName}>{subject.name}</h3>
              {subject.description && <p className={classes.subjectText}>{subject.description}</p>}
            </Fragment>
          ))}
        </CompactShowMore>
      </SiteContainer>
    </section>
  );
}

/**
 * An icon is either an image URL or, from older content, the path data of a 24 px glyph.
 *
 * An image is asked for once the page has hydrated, not by the server's markup: the grid starts
 * below the first screen, yet inside Chrome's lazy-loading margin, so `loading="lazy"` alone still
 * fetched every icon before the first paint. The tinted square keeps its size meanwhile, so
 * nothing moves when the picture arrives.
 */
function SubjectIcon({ icon }: { icon: string }) {
  const hydrated = useHydrated();
  if (!icon) return <span className={classes.subjectIcon} aria-hidden="true" />;
  if (/^(\/|https?:)/.test(icon)) {
    return (
      <span className={classes.subjectIcon} aria-hidden="true">
        {hydrated && <img src={icon} alt="" width={32} height={32} loading="lazy" />}
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
