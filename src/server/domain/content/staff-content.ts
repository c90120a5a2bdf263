import type { z } from 'zod';
import type { contentBlockBody, contentPageSettingsBody, createContentBlockBody, reorderBlocksBody } from '../../../shared/api/admin-catalogue.ts';
import type { ContentPageSlug } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import {
  findContentBlock,
  insertContentBlock,
  listContentPagesWithCounts,
  lockContentPage,
  nextBlockPosition,
  updateContentBlock,
  updateContentPage,
  type ContentBlockValues,
} from '../../db/repositories/admin-catalogue-repository.ts';
import { findContentPage, listContentBlocks, type ContentBlockRow } from '../../db/repositories/content-page-repository.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

/** The nine content pages as staff edit them (issue 7): every block, hidden ones too. */

type BlockInput = z.output<typeof contentBlockBody>;

const blockNotFound = () => new ApiError(404, 'contentBlockNotFound');

export const listContentPagesForStaff = (db: Db) => listContentPagesWithCounts(db);

export async function readContentPageForStaff(db: Db, slug: ContentPageSlug) {
  const page = await findContentPage(db, slug);
  if (!page) throw notFound('pageNotFound');
  return { page, blocks: await listContentBlocks(db, slug, 'all') };
}

export type StaffContentPageRecord = Awaited<ReturnType<typeof readContentPageForStaff>>;

/** The columns a block form sets; the details are sanitised here, on every write. */
const blockValues = (input: BlockInput): Omit<ContentBlockValues, 'pageSlug' | 'position'> => ({
  ...input,
  detailsEn: sanitizeRichText(input.detailsEn),
  detailsZh: sanitizeRichText(input.detailsZh),
});

const audited = ({ id: _id, ...fields }: ContentBlockRow) => fields;

async function touchPage(tx: Db, slug: string, now: Date) {
  await updateContentPage(tx, slug, { updatedAt: now });
}

export async function createContentBlock(db: Db, staff: Member, input: z.output<typeof createContentBlockBody>, now: Date): Promise<ContentPageSlug> {
  const { pageSlug, ...fields } = input;
  return db.transaction(async (tx) => {
    if (!(await lockContentPage(tx, pageSlug))) throw notFound('pageNotFound');
    const row = await insertContentBlock(tx, { ...blockValues(fields), pageSlug, position: await nextBlockPosition(tx, pageSlug) });
    await touchPage(tx, pageSlug, now);
    await recordStaffAction(tx, staff, { action: 'contentBlock.create', entityType: 'contentBlock', entityId: row.id, before: null, after: audited(row) });
    return pageSlug;
  });
}

export async function updateContentBlockForStaff(db: Db, staff: Member, id: number, input: BlockInput, now: Date): Promise<ContentPageSlug> {
  return db.transaction(async (tx) => {
    const locked = await findContentBlock(tx, id, true);
    if (!locked) throw blockNotFound();
    const saved = await updateContentBlock(tx, id, blockValues(input));
    await touchPage(tx, locked.pageSlug, now);
    await recordStaffAction(tx, staff, { action: 'contentBlock.update', entityType: 'contentBlock', entityId: id, before: audited(locked), after: audited(saved) });
    return locked.pageSlug as ContentPageSlug;
  });
}

export async function setContentBlockVisibility(db: Db, staff: Member, id: number, published: boolean, now: Date): Promise<ContentPageSlug> {
  return db.transaction(async (tx) => {
    const locked = await findContentBlock(tx, id, true);
    if (!locked) throw blockNotFound();
    const saved = await updateContentBlock(tx, id, { published });
    await touchPage(tx, locked.pageSlug, now);
    await recordStaffAction(tx, staff, {
      action: published ? 'contentBlock.show' : 'contentBlock.hide',
      entityType: 'contentBlock',
      entityId: id,
      before: { published: locked.published },
      after: { published: saved.published },
    });
    return locked.pageSlug as ContentPageSlug;
  });
}

/**
 * Puts the page's blocks in the given order. The list must name every block of the page once,
 * so that a reorder made on a stale screen is refused rather than half applied.
 */
export async function reorderContentBlocks(db: Db, staff: Member, input: z.output<typeof reorderBlocksBody>, now: Date): Promise<ContentPageSlug> {
  return db.transaction(async (tx) => {
    if (!(await lockContentPage(tx, input.pageSlug))) throw notFound('pageNotFound');
    const blocks = await listContentBlocks(tx, input.pageSlug, 'all');
    const current = blocks.map((block) => block.id);
    const wanted = new Set(input.blockIds);
    if (wanted.size !== input.blockIds.length || wanted.size !== current.length || current.some((blockId) => !wanted.has(blockId))) {
      throw new ApiError(409, 'blocksChanged');
    }
    for (const [position, blockId] of input.blockIds.entries()) await updateContentBlock(tx, blockId, { position });
    await touchPage(tx, input.pageSlug, now);
    await recordStaffAction(tx, staff, {
      action: 'contentPage.reorder',
      entityType: 'contentPage',
      entityId: input.pageSlug,
      before: { blockIds: current },
      after: { blockIds: input.blockIds },
    });
    return input.pageSlug;
  });
}

export async function updateContentPageSettings(db: Db, staff: Member, input: z.output<typeof contentPageSettingsBody>, now: Date): Promise<ContentPageSlug> {
  return db.transaction(async (tx) => {
    const locked = await lockContentPage(tx, input.pageSlug);
    if (!locked) throw notFound('pageNotFound');
    const saved = await updateContentPage(tx, input.pageSlug, { isShowTimetable: input.isShowTimetable, isShowGoods: input.isShowGoods, updatedAt: now });
    await recordStaffAction(tx, staff, {
      action: 'contentPage.update',
      entityType: 'contentPage',
      entityId: input.pageSlug,
      before: { isShowTimetable: locked.isShowTimetable, isShowGoods: locked.isShowGoods },
      after: { isShowTimetable: saved.isShowTimetable, isShowGoods: saved.isShowGoods },
    });
    return input.pageSlug;
  });
}
