import { Anchor, Button, Container, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ArticleDto } from '../../../../shared/api/public-content.ts';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { nestHeadings } from '../../../lib/nest-headings.ts';
import { formatEventTime, formatPublished, hasEnded } from '../format.ts';
import { ARTICLES_OF_KIND_HREF, NEWS_HREF } from '../links.ts';
import classes from './article-view.module.css';

const HERO_WIDTH = 1280;
const HERO_HEIGHT = 720;

/** A sign-up page elsewhere opens in a new tab; a mailto: address opens the mail program. */
const opensElsewhere = (url: string) => /^(https?:)?\/\//i.test(url);

/**
 * `/news/<slug>`: one event, blog post or news item on a page of its own. The back office's
 * preview renders it too, inside a page whose `h1` is its own: there the title is an `h2`.
 */
export function ArticleView({ article, now, titleOrder = 1 }: { article: ArticleDto; now: Date; titleOrder?: 1 | 2 }) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const { event } = article;
  const ended = event ? hasEnded(event, now) : false;
  return (
    <Container size="md" className={classes.page}>
      <Anchor component={Link} to={NEWS_HREF} className={classes.back}>
        <span aria-hidden="true">←</span> {t('news.article.back')}
      </Anchor>
      <article aria-labelledby="article-title">
        <p className={classes.kind}>{t(`news.kind.${article.kind}`)}</p>
        <Title order={titleOrder} id="article-title" className={classes.title}>
          {article.title}
        </Title>
        {!event && (
          <p className={classes.published}>
            {t('news.article.published', { date: formatPublished(article.publishedAt, locale) })}
          </p>
        )}
        {article.summary && <p className={classes.summary}>{article.summary}</p>}
        {event && (
          <section className={classes.event} aria-label={t('news.event.details')}>
            <dl className={classes.eventFacts}>
              <div>
                <dt>{t('news.event.whenLabel')}</dt>
                <dd>
                  <time dateTime={event.startsAt}>{formatEventTime(event, locale, t)}</time>
                  <span className={classes.zone}>{t('news.event.timeZone')}</span>
                </dd>
              </div>
              {event.location && (
                <div>
                  <dt>{t('news.event.whereLabel')}</dt>
                  <dd>{event.location}</dd>
                </div>
              )}
            </dl>
            {ended ? (
              <p className={classes.ended}>{t('news.event.ended')}</p>
            ) : (
              event.registrationUrl && (
                <Button
                  component="a"
                  href={event.registrationUrl}
                  radius="xl"
                  size="md"
                  {...(opensElsewhere(event.registrationUrl) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {t(event.registrationUrl.startsWith('mailto:') ? 'news.event.registerByMail' : 'news.event.register')}
                </Button>
              )
            )}
          </section>
        )}
        {article.image && (
          <img src={article.image} alt="" width={HERO_WIDTH} height={HERO_HEIGHT} className={classes.image} fetchPriority="high" />
        )}
        <div className={`rich-text ${classes.body}`} dangerouslySetInnerHTML={{ __html: nestHeadings(article.body, titleOrder) }} />
      </article>
      <p className={classes.more}>
        <Anchor component={Link} to={ARTICLES_OF_KIND_HREF[article.kind]} fw={600}>
          {t(`news.article.moreOf.${article.kind}`)}
        </Anchor>
      </p>
    </Container>
  );
}
