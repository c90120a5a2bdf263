import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { Children, isValidElement, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translator.tsx';
import { COMPACT_QUERY } from '../lib/media-queries.ts';
import { RoundIconButton } from './site-controls.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './ui-icons.tsx';
import classes from './compact-carousel.module.css';

/**
 * A list that keeps its grid (`className`) on wide screens and becomes a swipeable row on a phone,
 * one item and a glimpse of the next at a time, with previous and next buttons and its position.
 * The switch is CSS, so the server's page and the first paint are already right; the row is a
 * focusable region, so the arrow keys scroll it too.
 */
export function CompactCarousel({ label, className, itemClassName, children }: { label: string; className?: string; itemClassName?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const compact = useMediaQuery(COMPACT_QUERY);
  const reduceMotion = useReducedMotion();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const items = Children.toArray(children);

  /** From one item's start to the next one's: an item's width and the gap. */
  const stride = () => {
    const [first, second] = track.current?.children ?? [];
    return first instanceof HTMLElement && second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : 1;
  };
  const goTo = (index: number) => track.current?.scrollTo({ left: index * stride(), behavior: reduceMotion ? 'auto' : 'smooth' });

  return (
    <div className={classes.carousel}>
      <ul
        ref={track}
        className={`${className ?? ''} ${classes.track}`}
        aria-label={label}
        tabIndex={compact ? 0 : undefined}
        onScroll={(event) => setCurrent(Math.round(event.currentTarget.scrollLeft / stride()))}
      >
        {items.map((item, index) => (
          <li
            key={isValidElement(item) ? item.key : index}
            className={`${itemClassName ?? ''} ${classes.item}`}
            aria-roledescription={compact ? t('common.carousel.slide') : undefined}
          >
            {item}
          </li>
        ))}
      </ul>
      {items.length > 1 && (
        <div className={classes.controls}>
          <RoundIconButton variant="default" size={40} disabled={current <= 0} onClick={() => goTo(current - 1)} aria-label={t('common.carousel.previous')}>
            <ChevronLeftIcon size={18} />
          </RoundIconButton>
          <span className={classes.position} aria-live="polite">
            {t('common.carousel.position', { current: Math.min(current, items.length - 1) + 1, total: items.length })}
          </span>
          <RoundIconButton variant="default" size={40} disabled={current >= items.length - 1} onClick={() => goTo(current + 1)} aria-label={t('common.carousel.next')}>
            <ChevronRightIcon size={18} />
          </RoundIconButton>
        </div>
      )}
    </div>
  );
}
