import { Pagination } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translator.tsx';
import classes from './product-list.module.css';

/**
 * Previous, page numbers and next (spec §2), labelled in the visitor's language. The buttons mean
 * nothing to crawlers, so the server only keeps their place; they appear once the page runs,
 * which spares phones (where the endless list replaces them) from hydrating them.
 */
export function ProductPager(props: { pageCount: number; pageNum: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  if (props.pageCount <= 1) return null;
  if (!interactive) return <div className={classes.pager} aria-hidden="true" />;
  return (
    <nav className={classes.pager} aria-label={t('products.list.pagination')}>
      <Pagination
        total={props.pageCount}
        value={Math.min(props.pageNum, props.pageCount)}
        onChange={props.onChange}
        withControls
        radius="xl"
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('products.list.previousPage') : t('products.list.nextPage'),
        })}
        getItemProps={(page) => ({
          'aria-label': t('products.list.page', { page }),
          'aria-current': page === props.pageNum ? 'page' : undefined,
        })}
      />
    </nav>
  );
}
