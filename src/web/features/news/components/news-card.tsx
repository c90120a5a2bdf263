import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../../components/ui-icons.tsx';
import type { NewsItem } from '../api/get-news-pages.ts';
import classes from './news.module.css';

/** Card pictures are shown at 16:10 whatever their own size. */
const CARD_IMAGE_WIDTH = 640;
const CARD_IMAGE_HEIGHT = 400;

/** One block of the events or blog page as a card leading to that page. */
export function NewsCard({ item, href }: { item: NewsItem; href: string }) {
  const { t } = useTranslation();
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        {item.image ? (
          <img
            className={classes.image}
            src={item.image}
            alt=""
            width={item.imageWidth ?? CARD_IMAGE_WIDTH}
            height={item.imageHeigh ?? CARD_IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={classes.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={classes.body}>
        {item.module && <p className={classes.module}>{item.module}</p>}
        <h3 className={classes.title}>
          {/* The title's link covers the whole card (see .title a::after). */}
          <Link to={href} className={classes.titleLink}>
            {item.title}
          </Link>
        </h3>
        {item.subTitle && <p className={classes.subtitle}>{item.subTitle}</p>}
        <span className={classes.readMore} aria-hidden="true">
          {t('news.readMore')}
          <ArrowRightIcon size={16} />
        </span>
      </div>
    </article>
  );
}
