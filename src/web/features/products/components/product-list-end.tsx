import { useEffect, useRef } from 'react';
import { PillButton, Spinner } from '../../../components/site-controls.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './product-list.module.css';

/** Start loading the next page a little before the end of the list comes into view. */
const SENTINEL_MARGIN = '0px 0px 480px 0px';

/**
 * The end of the compact list: a sentinel that loads the next page as it scrolls into view, a
 * "Load more" button for keyboards and browsers without IntersectionObserver, and "No more
 * courses" once finished.
 */
export function ProductListEnd(props: {
  finished: boolean;
  loadingMore: boolean;
  pageCount: number;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  const { finished, pageCount, onLoadMore } = props;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || finished || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer per page reports at once whether the end is still in view after a load.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: SENTINEL_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [onLoadMore, finished, pageCount]);

  return (
    <>
      <div ref={sentinel} className={classes.sentinel} aria-hidden="true" />
      <div className={classes.listEnd} aria-live="polite">
        {finished ? (
          <p className={classes.noMore}>{t('products.list.noMore')}</p>
        ) : props.loadingMore ? (
          <Spinner label={t('products.list.loading')} />
        ) : (
          <PillButton variant="light" onClick={onLoadMore}>
            {t('products.list.loadMore')}
          </PillButton>
        )}
      </div>
    </>
  );
}
