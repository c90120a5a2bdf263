import type { AdminContentBlock, AdminContentPage, AdminContentPageSummary } from '../../shared/api/admin-catalogue.ts';
import type { ContentPageSlug } from '../../shared/catalogue.ts';
import type { ContentBlockRow } from '../db/repositories/content-page-repository.ts';
import type { StaffContentPageRecord } from '../domain/content/staff-content.ts';

/** Staff edit both languages of each block side by side (D4), hidden blocks included. */

export function presentAdminContentBlock(row: ContentBlockRow): AdminContentBlock {
  const { pageSlug: _pageSlug, ...fields } = row;
  return fields;
}

export const presentAdminContentPage = ({ page, blocks }: StaffContentPageRecord): AdminContentPage => ({
  slug: page.slug as ContentPageSlug,
  titleEn: page.titleEn,
  titleZh: page.titleZh,
  isShowTimetable: page.isShowTimetable,
  isShowGoods: page.isShowGoods,
  blocks: blocks.map(presentAdminContentBlock),
});

export const presentAdminContentPages = (
  rows: { slug: string; titleEn: string; titleZh: string; blocks: number; hiddenBlocks: number }[],
): AdminContentPageSummary[] => rows.map((row) => ({ ...row, slug: row.slug as ContentPageSlug }));
