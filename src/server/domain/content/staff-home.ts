import type { z } from 'zod';
import type { HOME_LIST_BODIES, homeIntroBody, HomeListKind } from '../../../shared/api/admin-home.ts';
import type { Db } from '../../db/database.ts';
import {
  deleteHomeItem,
  insertHomeItem,
  listHomeItems,
  lockSiteTexts,
  saveSiteText,
  updateHomeItem,
  type HomeRows,
  type HomeValues,
} from '../../db/repositories/home-repository.ts';
import { readSiteTexts } from '../../db/repositories/site-text-repository.ts';
import { ApiError } from '../../http/errors.ts';
import type { Member } from '../accounts/member.ts';
import { recordStaffAction } from '../audit/audit.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';
import { SiteTextKey } from './site-text-keys.ts';

/** The home page as staff edit it (issue 7): hero slides, subjects, testimonials and the intro. */

type ItemInput<Kind extends HomeListKind> = z.output<(typeof HOME_LIST_BODIES)[Kind]>;
type IntroInput = z.output<typeof homeIntroBody>;

/** The audit log's name for each list's entries. */
const ENTITY_TYPES = { slide: 'homeSlide', subject: 'homeSubject', testimonial: 'testimonial' } as const satisfies Record<HomeListKind, string>;

/** The hero needs a slide, or the top of the home page is an empty band. */
const MINIMUM_ITEMS: Record<HomeListKind, number> = { slide: 1, subject: 0, testimonial: 0 };

const INTRO_KEYS = [SiteTextKey.HomeIntroTitle, SiteTextKey.HomeIntroBody] as const;
export const HOME_INTRO_ENTITY_ID = 'home.intro';

const itemNotFound = () => new ApiError(404, 'homeItemNotFound');
const audited = <Row extends { id: number }>({ id: _id, ...fields }: Row) => fields;

export async function readHomeForStaff(db: Db) {
  const [slides, subjects, testimonials, texts] = await Promise.all([
    listHomeItems(db, 'slide'),
    listHomeItems(db, 'subject'),
    listHomeItems(db, 'testimonial'),
    readSiteTexts(db, INTRO_KEYS),
  ]);
  return { slides, subjects, testimonials, intro: introOf(texts) };
}

function introOf(texts: Awaited<ReturnType<typeof readSiteTexts>>) {
  const title = texts.get(SiteTextKey.HomeIntroTitle);
  const body = texts.get(SiteTextKey.HomeIntroBody);
  return { titleEn: title?.valueEn ?? '', titleZh: title?.valueZh ?? '', bodyEn: body?.valueEn ?? '', bodyZh: body?.valueZh ?? '' };
}

export type StaffHomeRecord = Awaited<ReturnType<typeof readHomeForStaff>>;

/** A new item at the end of its list. */
export async function createHomeItem<Kind extends HomeListKind>(db: Db, staff: Member, kind: Kind, input: ItemInput<Kind>): Promise<void> {
  await db.transaction(async (tx) => {
    const items = await listHomeItems(tx, kind, true);
    const position = items.reduce((last, item) => Math.max(last, item.position), -1) + 1;
    const row = await insertHomeItem(tx, kind, { ...input, position } as HomeValues<Kind>);
    await recordStaffAction(tx, staff, { action: `${ENTITY_TYPES[kind]}.create`, entityType: ENTITY_TYPES[kind], entityId: row.id, before: null, after: audited(row) });
  });
}

export async function updateHomeItemForStaff<Kind extends HomeListKind>(db: Db, staff: Member, kind: Kind, id: number, input: ItemInput<Kind>): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = (await listHomeItems(tx, kind, true)).find((item) => item.id === id);
    if (!locked) throw itemNotFound();
    const saved = await updateHomeItem(tx, kind, id, input as Partial<HomeValues<Kind>>);
    await recordStaffAction(tx, staff, { action: `${ENTITY_TYPES[kind]}.update`, entityType: ENTITY_TYPES[kind], entityId: id, before: audited(locked), after: audited(saved) });
  });
}

/** Removes an item; the list's rows are locked, so that two deletions cannot both take the last slide. */
export async function deleteHomeItemForStaff(db: Db, staff: Member, kind: HomeListKind, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const items: HomeRows[HomeListKind][] = await listHomeItems(tx, kind, true);
    const locked = items.find((item) => item.id === id);
    if (!locked) throw itemNotFound();
    if (items.length <= MINIMUM_ITEMS[kind]) throw new ApiError(409, 'lastSlideNotDeletable');
    await deleteHomeItem(tx, kind, id);
    await recordStaffAction(tx, staff, { action: `${ENTITY_TYPES[kind]}.delete`, entityType: ENTITY_TYPES[kind], entityId: id, before: audited(locked), after: null });
  });
}

/**
 * Puts a list in the given order. The ids must name every item of the list once, so that a
 * reorder made on a stale screen is refused rather than half applied.
 */
export async function reorderHomeItems(db: Db, staff: Member, kind: HomeListKind, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const items = await listHomeItems(tx, kind, true);
    const current = items.map((item) => item.id);
    const wanted = new Set(ids);
    if (wanted.size !== ids.length || wanted.size !== current.length || current.some((itemId) => !wanted.has(itemId))) {
      throw new ApiError(409, 'homeListChanged');
    }
    for (const [position, itemId] of ids.entries()) await updateHomeItem(tx, kind, itemId, { position } as Partial<HomeValues<typeof kind>>);
    for (const [position, itemId] of ids.entries()) {
      const before = items.find((item) => item.id === itemId)?.position;
      if (before === position) continue;
      await recordStaffAction(tx, staff, { action: `${ENTITY_TYPES[kind]}.reorder`, entityType: ENTITY_TYPES[kind], entityId: itemId, before: { position: before }, after: { position } });
    }
  });
}

/** The intro's heading and text; the text is sanitised here, on every write. */
export async function updateHomeIntro(db: Db, staff: Member, input: IntroInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSiteTexts(tx, INTRO_KEYS);
    const before = introOf(await readSiteTexts(tx, INTRO_KEYS));
    const after = { titleEn: input.titleEn, titleZh: input.titleZh, bodyEn: sanitizeRichText(input.bodyEn), bodyZh: sanitizeRichText(input.bodyZh) };
    await saveSiteText(tx, SiteTextKey.HomeIntroTitle, { valueEn: after.titleEn, valueZh: after.titleZh });
    await saveSiteText(tx, SiteTextKey.HomeIntroBody, { valueEn: after.bodyEn, valueZh: after.bodyZh });
    await recordStaffAction(tx, staff, { action: 'siteText.update', entityType: 'siteText', entityId: HOME_INTRO_ENTITY_ID, before, after });
  });
}
