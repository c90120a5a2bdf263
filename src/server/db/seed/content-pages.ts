import { CONTENT_PAGES } from '../../../shared/catalogue.ts';
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
import { PROGRAMS_PAGE } from './pages/programs.ts';
import { TEACH_PAGE } from './pages/teach.ts';
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
];

export async function seedContentPages(tx: SeedTx, timetableIds: TimetableIds) {
  await tx.insert(contentPages).values(
    PAGE_PLANS.map((page) => ({
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
  );
  await tx.insert(contentBlocks).values(
    PAGE_PLANS.flatMap((page) =>
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
    ),
  );
  const links = PAGE_PLANS.flatMap((page) =>
    (page.timetables ?? []).map((key, position) => ({ pageSlug: page.slug, timetableId: timetableIds[key], position })),
  );
  await tx.insert(pageTimetables).values(links);
}
