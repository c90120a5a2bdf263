import { Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { FacultyDto } from '../../../../shared/api/public-content.ts';
import { CompactShowMore } from '../../../components/compact-show-more.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ArrowRightIcon } from '../../../components/ui-icons.tsx';
import { membersTeaching } from '../subject-filter.ts';
import { FacultyCard } from './faculty-card.tsx';
import { SubjectFilter } from './subject-filter.tsx';
import classes from './faculty.module.css';

/** Portraits in the first row load at once; the rest wait until they scroll near. */
const EAGER_PORTRAITS = 4;
/** A phone shows this many teachers, and the rest on request. */
const COMPACT_MEMBERS = 6;

/** The faculty page: every teacher, or those of the subject chosen in the address. */
export function FacultyDirectory({ faculty, subject }: { faculty: FacultyDto; subject: string | null }) {
  const { t } = useTranslation();
  const members = membersTeaching(faculty, subject);
  const subjectName = faculty.subjects.find((item) => item.code === subject)?.name;
  return (
    <>
      <section className={classes.banner} aria-labelledby="faculty-title">
        <Container size="lg" className={classes.bannerInner}>
          <SectionHeading
            id="faculty-title"
            level={1}
            eyebrow={t('faculty.eyebrow')}
            title={t('faculty.title')}
            lead={faculty.intro}
          />
          <p className={classes.count} role="status">
            {subjectName
              ? t('faculty.countOfSubject', { count: members.length, subject: subjectName })
              : t('faculty.count', { count: members.length })}
          </p>
        </Container>
      </section>
      <Container size="lg" className={classes.listSection}>
        {faculty.subjects.length > 0 && <SubjectFilter faculty={faculty} chosen={subject} />}
        <CompactShowMore
          key={subject ?? ''}
          className={classes.grid}
          itemClassName={classes.cell}
          visible={COMPACT_MEMBERS}
          moreLabel={() => t('faculty.showAll', { count: members.length })}
        >
          {members.map((member, index) => (
            <FacultyCard key={member.id} member={member} eager={index < EAGER_PORTRAITS} />
          ))}
        </CompactShowMore>
        <aside className={classes.join}>
          <p className={classes.joinTitle}>{t('faculty.joinTitle')}</p>
          <Link to="/teach" className={classes.joinLink}>
            {t('faculty.joinCta')}
            <ArrowRightIcon size={18} />
          </Link>
        </aside>
      </Container>
    </>
  );
}
