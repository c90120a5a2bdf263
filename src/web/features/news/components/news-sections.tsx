import { Container } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ArrowRightIcon } from '../../../components/ui-icons.tsx';
import type { NewsSection } from '../api/get-news-pages.ts';
import { NewsCard } from './news-card.tsx';
import classes from './news.module.css';

/** The news page: a section per source page, a card per titled block. */
export function NewsSections({ sections }: { sections: NewsSection[] }) {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.banner} aria-labelledby="news-title">
        <Container size="lg" className={classes.bannerInner}>
          <SectionHeading
            id="news-title"
            level={1}
            eyebrow={t('news.eyebrow')}
            title={t('news.title')}
            lead={t('news.lead')}
          />
        </Container>
      </section>
      <Container size="lg" className={classes.content}>
        {sections.length === 0 && <p className={classes.empty}>{t('news.empty')}</p>}
        {sections.map(({ source, href, description, items }) => {
          const headingId = `news-${source}`;
          return (
            <section key={source} className={classes.section} aria-labelledby={headingId}>
              <div className={classes.sectionHead}>
                <SectionHeading id={headingId} title={t(`news.${source}.title`)} lead={description} />
                <Link to={href} className={classes.allLink}>
                  {t(`news.${source}.all`)}
                  <ArrowRightIcon size={18} />
                </Link>
              </div>
              <ul className={classes.grid}>
                {items.map((item) => (
                  <li key={item.id} className={classes.cell}>
                    <NewsCard item={item} href={href} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Container>
    </>
  );
}
