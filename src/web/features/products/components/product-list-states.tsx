import { PillButton } from '../../../components/site-controls.tsx';
import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './product-list-states.module.css';

export function EmptyProducts({ onClearFilters }: { onClearFilters?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.panel} role="status">
      <p className={classes.title}>{t('products.list.emptyTitle')}</p>
      <p className={classes.body}>{t('products.list.emptyBody')}</p>
      {onClearFilters && (
        <PillButton variant="light" className={classes.action} onClick={onClearFilters}>
          {t('products.filters.clear')}
        </PillButton>
      )}
    </div>
  );
}

export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.panel} role="alert">
      <p className={classes.title} data-size="md">
        {t('products.list.errorTitle')}
      </p>
      <p className={classes.body}>{t('products.list.errorBody')}</p>
      <PillButton variant="light" className={classes.action} onClick={onRetry}>
        {t('common.retry')}
      </PillButton>
    </div>
  );
}
