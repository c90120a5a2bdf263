import type { ContentPageDto } from '../../shared/api/public-content.ts';
import { contentBlockIn } from '../../shared/content-block-view.ts';
import type { Language } from '../../shared/language.ts';
import type { ContentPageRecord } from '../domain/content/content-pages.ts';
import { textOf } from '../../shared/localised-text.ts';
import { presentTimetable } from './timetable-presenter.ts';

export function presentContentPage({ page, blocks, timetables }: ContentPageRecord, language: Language): ContentPageDto {
  return {
    slug: page.slug,
    code: page.code,
    pageTitle: textOf(page, 'title', language),
    pageDescription: textOf(page, 'description', language),
    ddcContentDetailList: blocks.map((block) => contentBlockIn(block, language)),
    isShowTimetable: page.isShowTimetable,
    isShowGoods: page.isShowGoods,
    ddcCourseTimetables: timetables.map((timetable) => presentTimetable(timetable, language)),
    goodsCategoryId: page.goodsCategoryId,
    goodsCourseType: page.goodsCourseType,
  };
}
