import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { ArticleSummaryDto } from '../../../../shared/api/public-content.ts';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ArrowRightIcon } from '../../../components/ui-icons.tsx';
import { ArticleCard } from './article-card.tsx';
import classes from './news.module.css';

/** A titled grid of article cards, with a link to all of them and a sentence when there are none. */
export function ArticleSection(props: {
  id: string;
  title: string;
  lead?: string;
  articles: ArticleSummaryDto[];
  empty: string;
  all?: { href: string; label: string };
}) {
  return (
    <section className={classes.section} aria-labelledby={props.id}>
      <div className={classes.sectionHead}>
        <SectionHeading id={props.id} title={props.title} lead={props.lead} />
        {props.all && (
          <Link to={props.all.href} className={classes.allLink}>
            {props.all.label}
            <ArrowRightIcon size={18} />
          </Link>
        )}
      </div>
      {props.articles.length === 0 ? (
        <p className={classes.empty}>{props.empty}</p>
      ) : (
        <ul className={classes.grid}>
          {props.articles.map((article) => (
            <li key={article.slug} className={classes.cell}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The events of the events page: those to come, then those held. */
export function EventSections({ upcoming, past }: { upcoming: ArticleSummaryDto[]; past: ArticleSummaryDto[] }) {
  const { t } = useTranslation();
  return (
    <>
      <ArticleSection id="events-upcoming" title={t('news.events.upcoming')} articles={upcoming} empty={t('news.events.noneUpcoming')} />
      {past.length > 0 && <ArticleSection id="events-past" title={t('news.events.past')} articles={past} empty="" />}
    </>
  );
}
