import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { HomeContentDto } from '../../../../shared/api/public-content.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ArrowRightIcon } from '../../../components/ui-icons.tsx';
import classes from './home-sections.module.css';
import { SiteContainer } from '../../../components/site-controls.tsx';

/** The academy's introduction (ddcContent): a title and editors' HTML, sanitised on the server. */
export function HomeIntro({ content }: { content: HomeContentDto['ddcContent'] }) {
  const { t } = useTranslation();
  if (!content.title && !content.details) return null;
  return (
    <section className={classes.section} aria-labelledby="home-intro">
      <SiteContainer className={classes.introGrid}>
        <div className={classes.introAside}>
          <SectionHeading id="home-intro" eyebrow={t('home.intro.eyebrow')} title={content.title} />
          <Link to="/about" className={classes.textLink}>
            {t('home.intro.cta')}
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        <div className={`rich-text ${classes.introBody}`} dangerouslySetInnerHTML={{ __html: content.details }} />
      </SiteContainer>
    </section>
  );
}
