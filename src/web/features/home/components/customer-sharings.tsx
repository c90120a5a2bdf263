import { useTranslation } from '../../../i18n/translator.tsx';
import type { CustomerSharingDto } from '../../../../shared/api/public-content.ts';
import { CompactCarousel } from '../../../components/compact-carousel.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { QuoteIcon } from '../../../components/ui-icons.tsx';
import classes from './home-sections.module.css';
import { SiteContainer } from '../../../components/site-controls.tsx';

/** What families say (ddcCustomerSharings): quote, name, role and avatar; a carousel on a phone. */
export function CustomerSharings({ sharings }: { sharings: CustomerSharingDto[] }) {
  const { t } = useTranslation();
  if (sharings.length === 0) return null;
  return (
    <section className={classes.section} data-surface="navy" aria-labelledby="home-sharings">
      <SiteContainer>
        <SectionHeading id="home-sharings" tone="onDark" eyebrow={t('home.sharings.eyebrow')} title={t('home.sharings.title')} />
        <CompactCarousel label={t('home.sharings.title')} className={classes.sharingGrid}>
          {sharings.map((sharing) => (
            <figure key={sharing.id} className={classes.sharing}>
              <QuoteIcon size={36} className={classes.quoteMark} />
              <blockquote className={classes.quote}>
                <p>{sharing.content}</p>
              </blockquote>
              <figcaption className={classes.author}>
                {sharing.avatar && <img className={classes.avatar} src={sharing.avatar} alt="" width={52} height={52} loading="lazy" />}
                <span>
                  <span className={classes.authorName}>{sharing.name}</span>
                  {sharing.role && <span className={classes.authorRole}>{sharing.role}</span>}
                </span>
              </figcaption>
            </figure>
          ))}
        </CompactCarousel>
      </SiteContainer>
    </section>
  );
}
