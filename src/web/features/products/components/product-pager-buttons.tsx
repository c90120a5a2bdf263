import { Pagination } from '@mantine/core';
import { useTranslation } from '../../../i18n/translator.tsx';

export interface ProductPagerProps {
  pageCount: number;
  pageNum: number;
  onChange: (page: number) => void;
}

/** Mantine's pagination, in a chunk of its own: the full layout loads it once the page runs. */
export default function ProductPagerButtons(props: ProductPagerProps) {
  const { t } = useTranslation();
  return (
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
  );
}
