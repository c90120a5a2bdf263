import { Group, NativeSelect, Pagination, Text } from '@mantine/core';

/** Spec §9 pager: these page sizes, at most 7 page buttons. */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

export const pageSizeOf = (value: string | null): number => {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
};

export interface ListPagerLabels {
  nav: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  pageSize: string;
  pageSizeOption: (size: number) => string;
  total: string;
}

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
  labels: ListPagerLabels;
}) {
  const { labels } = props;
  const pageCount = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (props.total <= PAGE_SIZES[0]) return null;
  return (
    <Group justify="space-between" gap="md" wrap="wrap" component="nav" aria-label={labels.nav}>
      <Text size="sm" c="dimmed">
        {labels.total}
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
              'aria-label': control === 'previous' ? labels.previous : labels.next,
            })}
            getItemProps={(page) => ({
              'aria-label': labels.page(page),
              'aria-current': page === props.pageNum ? 'page' : undefined,
            })}
          />
        )}
        <NativeSelect
          size="xs"
          radius="xl"
          aria-label={labels.pageSize}
          value={String(props.pageSize)}
          onChange={(event) => props.onPageSizeChange(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: labels.pageSizeOption(size) }))}
        />
      </Group>
    </Group>
  );
}
