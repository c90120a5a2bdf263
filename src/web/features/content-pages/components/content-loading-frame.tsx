import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './content-loading-frame.module.css';

/** Dims the page and shows a thin progress bar while the content loading flag is up. */
export function ContentLoadingFrame({ loading, children }: { loading: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.frame} aria-busy={loading} data-loading={loading || undefined}>
      {loading && (
        <div className={classes.bar} role="progressbar" aria-label={t('content.loading')}>
          <span />
        </div>
      )}
      <div className={classes.body}>{children}</div>
    </div>
  );
}
