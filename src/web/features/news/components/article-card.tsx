import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ArticleSummaryDto } from '../../../../shared/api/public-content.ts';
import { ArrowRightIcon } from '../../../components/ui-icons.tsx';
import { localeOf, useLanguage } from '../../../i18n/use-language.ts';
import { formatEventTime, formatPublished } from '../format.ts';
import { articleHref } from '../links.ts';
import classes from './news.module.css';

/** Card pictures are shown at 16:10 whatever their own size. */
const CARD_IMAGE_WIDTH = 640;
const CARD_IMAGE_HEIGHT = 400;

/** An event, post or news item as a card whose title leads to its article. */
export function ArticleCard({ article }: { article: ArticleSummaryDto }) {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        {article.image ? (
          <img
            className={classes.image}
            src={article.image}
            alt=""
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={classes.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={classes.body}>
        <p className={classes.module}>{t(`news.kind.${article.kind}`)}</p>
        <h3 className={classes.title}>
          {/* The title's link covers the whole card (see .title a::after). */}
          <Link to={articleHref(article.slug)} className={classes.titleLink}>
            {article.title}
          </Link>
        </h3>
        <p className={classes.date}>
          {article.event ? (
            <time dateTime={article.event.startsAt}>{formatEventTime(article.event, locale, t)}</time>
          ) : (
            <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt, locale)}</time>
          )}
        </p>
        {article.summary && <p className={classes.subtitle}>{article.summary}</p>}
        <span className={classes.readMore} aria-hidden="true">
          {t('news.readMore')}
          <ArrowRightIcon size={16} />
        </span>
      </div>
    </article>
  );
}
