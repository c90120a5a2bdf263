import { Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FacultyDto } from '../../../../shared/api/public-content.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ArrowRightIcon } from '../../../components/ui-icons.tsx';
import { FacultyCard } from './faculty-card.tsx';
import classes from './faculty.module.css';

/** Portraits in the first row load at once; the rest wait until they scroll near. */
const EAGER_PORTRAITS = 4;

export function FacultyDirectory({ faculty }: { faculty: FacultyDto }) {
  const { t } = useTranslation();
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
          <p className={classes.count}>{t('faculty.count', { count: faculty.list.length })}</p>
        </Container>
      </section>
      <Container size="lg" className={classes.listSection}>
        <ul className={classes.grid}>
          {faculty.list.map((member, index) => (
            <li key={member.id} className={classes.cell}>
              <FacultyCard member={member} eager={index < EAGER_PORTRAITS} />
            </li>
          ))}
        </ul>
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
