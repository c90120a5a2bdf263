import { Container } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ArticleSummaryDto } from '../../../../shared/api/public-content.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ARTICLES_OF_KIND_HREF } from '../links.ts';
import { ArticleSection } from './article-section.tsx';
import classes from './news.module.css';

export interface NewsOverviewData {
  upcomingEvents: ArticleSummaryDto[];
  posts: ArticleSummaryDto[];
  news: ArticleSummaryDto[];
}

/** `/news`: upcoming events, the latest blog posts and the academy's news, each card leading to its article. */
export function NewsOverview({ upcomingEvents, posts, news }: NewsOverviewData) {
  const { t } = useTranslation();
  return (
    <>
      <section className={classes.banner} aria-labelledby="news-title">
        <Container size="lg" className={classes.bannerInner}>
          <SectionHeading id="news-title" level={1} eyebrow={t('news.eyebrow')} title={t('news.title')} lead={t('news.lead')} />
        </Container>
      </section>
      <Container size="lg" className={classes.content}>
        <ArticleSection
          id="news-events"
          title={t('news.events.upcoming')}
          articles={upcomingEvents}
          empty={t('news.events.noneUpcoming')}
          all={{ href: ARTICLES_OF_KIND_HREF.event, label: t('news.events.all') }}
        />
        <ArticleSection
          id="news-blog"
          title={t('news.blog.title')}
          articles={posts}
          empty={t('news.empty')}
          all={{ href: ARTICLES_OF_KIND_HREF.blog, label: t('news.blog.all') }}
        />
        {news.length > 0 && <ArticleSection id="news-news" title={t('news.news.title')} articles={news} empty="" />}
      </Container>
    </>
  );
}
