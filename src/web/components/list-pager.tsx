import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from '../i18n/translator.tsx';

/** Spec §9 pager: these page sizes, at most 7 page buttons. */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

export const pageSizeOf = (value: string | null): number => {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
};

/** The page a list's address names: the first when it names none or nonsense. */
export const pageNumOf = (value: string | null): number => Math.max(1, Math.floor(Number(value)) || 1);

/**
 * Previous, page numbers, next and the page size of a member's list (orders, entitlements). The
 * page size is a native select: on phones it opens the system picker.
 */
export function ListPager(props: {
  total: number;
  pageNum: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** "12 orders", in the list's own words. */
  totalLabel: string;
}) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (props.total <= PAGE_SIZES[0]) return null;
  return (
    <Group justify="space-between" gap="md" wrap="wrap" component="nav" aria-label={t('user.pager.label')}>
      <Text size="sm" c="dimmed">
        {props.totalLabel}
      </Text>
      <Group gap="md" wrap="wrap">
        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={Math.min(props.pageNum, pageCount)}
            onChange={props.onPageChange}
            siblings={1}
            boundaries={1}
            radius="xl"
            size="sm"
            getControlProps={(control) => ({
              'aria-label': t(control === 'previous' ? 'user.pager.previous' : 'user.pager.next'),
            })}
            getItemProps={(page) => ({
              'aria-label': t('user.pager.page', { page }),
              'aria-current': page === props.pageNum ? 'page' : undefined,
            })}
          />
        )}
        <NativeSelect
          size="xs"
          radius="xl"
          aria-label={t('user.pager.pageSize')}
          value={String(props.pageSize)}
          onChange={(event) => props.onPageSizeChange(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: t('user.pager.pageSizeOption', { count: size }) }))}
        />
      </Group>
    </Group>
  );
}
