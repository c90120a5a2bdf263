import { useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import type { HeadPictureDto } from '../../../../shared/api/public-content.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui-icons.tsx';
import { SmartLink } from './smart-link.tsx';
import classes from './home-hero.module.css';
import { SiteContainer } from '../../../components/site-controls.tsx';

/** The hero images are 16:7 and drawn at full width. */
const HERO_WIDTH = 1600;
const HERO_HEIGHT = 700;

/**
 * The head pictures (ddcHeadPicture) as a hero. Slides change only when the visitor asks (no
 * autoplay to pause, WCAG 2.2.2); the controls follow the WAI-ARIA carousel pattern.
 */
export function HomeHero({ slides }: { slides: HeadPictureDto[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const slide = slides[active] ?? slides[0];
  const count = slides.length;
  const go = (index: number) => setActive((index + count) % count);

  return (
    <section
      className={classes.hero}
      data-empty={count === 0 || undefined}
      aria-roledescription="carousel"
      aria-label={t('home.hero.label')}
    >
      <div className={classes.media}>
        {slide?.image && (
          <img
            key={slide.id}
            className={classes.image}
            src={slide.image}
            alt=""
            width={HERO_WIDTH}
            height={HERO_HEIGHT}
            loading="eager"
            fetchPriority={active === 0 ? 'high' : 'auto'}
            decoding={active === 0 ? 'sync' : 'async'}
          />
        )}
        <div className={classes.scrim} />
      </div>
      <SiteContainer className={classes.content}>
        {/* The slide's headline is the page's h1; the academy's line above it is its label. */}
        {slide ? <p className={classes.heading}>{t('home.hero.heading')}</p> : <h1 className={classes.heading}>{t('home.hero.heading')}</h1>}
        {slide && (
          <div
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.hero.slide', { index: active + 1, count })}
            aria-live="polite"
          >
            <h1 className={classes.title}>{slide.title}</h1>
            {slide.subTitle && <p className={classes.subtitle}>{slide.subTitle}</p>}
            {slide.buttonUrl && slide.buttonText && (
              <SmartLink href={slide.buttonUrl} className={classes.cta}>
                {slide.buttonText}
              </SmartLink>
            )}
          </div>
        )}
        {count > 1 && (
          <div className={classes.controls}>
            <button
              type="button"
              className={classes.arrow}
              aria-label={t('home.hero.previous')}
              onClick={() => go(active - 1)}
            >
              <ChevronLeftIcon size={20} />
            </button>
            <ul className={classes.dots}>
              {slides.map((item, index) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={classes.dot}
                    aria-label={t('home.hero.showSlide', { index: index + 1, title: item.title })}
                    aria-current={index === active ? 'true' : undefined}
                    onClick={() => go(index)}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={classes.arrow}
              aria-label={t('home.hero.next')}
              onClick={() => go(active + 1)}
            >
              <ChevronRightIcon size={20} />
            </button>
          </div>
        )}
      </SiteContainer>
    </section>
  );
}
