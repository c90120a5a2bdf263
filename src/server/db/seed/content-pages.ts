import { CONTENT_PAGES, type ContentPageSlug } from '../../../shared/catalogue.ts';
import type { Db } from '../database.ts';
import { contentBlocks, contentPages, pageTimetables } from '../schema.ts';
import { richText } from './bilingual.ts';
import { blockPicture } from './demo-images.ts';
import type { PagePlan } from './page-plan.ts';
import { ABOUT_PAGE } from './pages/about.ts';
import { ASSESSMENTS_PAGE } from './pages/assessments.ts';
import { BLOG_PAGE } from './pages/blog.ts';
import { CONTACT_PAGE } from './pages/contact.ts';
import { EVENTS_PAGE } from './pages/events.ts';
import { INSIGHTS_PAGE } from './pages/insights.ts';
import { INSPIRE_PAGE } from './pages/inspire.ts';
import { PRIVACY_PAGE } from './pages/privacy.ts';
import { PROGRAMS_PAGE } from './pages/programs.ts';
import { TEACH_PAGE } from './pages/teach.ts';
import { TERMS_PAGE } from './pages/terms.ts';
import type { SeedTx } from './seed-transaction.ts';
import type { TimetableIds } from './timetables.ts';

export const PAGE_PLANS: PagePlan[] = [
  ABOUT_PAGE,
  ASSESSMENTS_PAGE,
  PROGRAMS_PAGE,
  INSIGHTS_PAGE,
  INSPIRE_PAGE,
  EVENTS_PAGE,
  TEACH_PAGE,
  CONTACT_PAGE,
  BLOG_PAGE,
  PRIVACY_PAGE,
  TERMS_PAGE,
];

export async function seedContentPages(tx: SeedTx, timetableIds: TimetableIds) {
  await insertPages(tx, PAGE_PLANS);
  const links = PAGE_PLANS.flatMap((page) =>
    (page.timetables ?? []).map((key, position) => ({ pageSlug: page.slug, timetableId: timetableIds[key], position })),
  );
  await tx.insert(pageTimetables).values(links);
}

/**
 * Pages added to the portal after its first seed (the privacy notice and the terms), for a
 * portal that started without them: each one not there yet is added with its blocks. Pages with
 * timetables are never added here, as their timetables are the first seed's.
 */
export async function addMissingContentPages(db: Db, slugs: readonly ContentPageSlug[]): Promise<ContentPageSlug[]> {
  const plans = PAGE_PLANS.filter((page) => slugs.includes(page.slug) && !page.timetables?.length);
  return db.transaction((tx) => insertPages(tx, plans));
}

async function insertPages(tx: SeedTx | Db, plans: PagePlan[]): Promise<ContentPageSlug[]> {
  if (plans.length === 0) return [];
  // Another instance starting at the same moment may have added a page: it is then left as it is.
  const added = await tx
    .insert(contentPages)
    .values(
      plans.map((page) => ({
        slug: page.slug,
        code: CONTENT_PAGES[page.slug],
        titleEn: page.title.en,
        titleZh: page.title.zh,
        descriptionEn: page.description.en,
        descriptionZh: page.description.zh,
        isShowTimetable: (page.timetables?.length ?? 0) > 0,
        isShowGoods: page.goods !== undefined,
        goodsCategoryId: page.goods?.categoryId ?? null,
        goodsCourseType: page.goods?.courseType ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ slug: contentPages.slug });
  const addedSlugs = added.map((row) => row.slug as ContentPageSlug);
  const blocks = plans
    .filter((page) => addedSlugs.includes(page.slug))
    .flatMap((page) =>
      page.blocks.map((block, position) => {
        const details = richText(block.details);
        const picture = block.picture ? blockPicture(block.picture) : { image: '', imageWidth: null, imageHeight: null };
        return {
          pageSlug: page.slug,
          position,
          imageLocation: block.imageLocation,
          titleEn: block.title.en,
          titleZh: block.title.zh,
          moduleEn: block.module.en,
          moduleZh: block.module.zh,
          subTitleEn: block.subTitle?.en ?? '',
          subTitleZh: block.subTitle?.zh ?? '',
          detailsEn: details.en,
          detailsZh: details.zh,
          ...picture,
          buttonUrl: block.button?.url ?? '',
          buttonTextEn: block.button?.text.en ?? '',
          buttonTextZh: block.button?.text.zh ?? '',
          fontSize: block.fontSize ?? null,
          align: block.align ?? 'left',
        };
      }),
    );
  if (blocks.length > 0) await tx.insert(contentBlocks).values(blocks);
  return addedSlugs;
}
