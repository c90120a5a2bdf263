import type { ContentBlockDto, ContentPageDto } from '../../shared/api/public-content.ts';
import type { Language } from '../../shared/language.ts';
import type { ContentBlockRow } from '../db/repositories/content-page-repository.ts';
import type { ContentPageRecord } from '../domain/content/content-pages.ts';
import { textOf } from './localised-text.ts';
import { presentTimetable } from './timetable-presenter.ts';

function presentBlock(block: ContentBlockRow, language: Language): ContentBlockDto {
  return {
    id: block.id,
    imageLocation: block.imageLocation,
    title: textOf(block, 'title', language),
    module: textOf(block, 'module', language),
    subTitle: textOf(block, 'subTitle', language),
    details: textOf(block, 'details', language),
    image: block.image,
    imageWidth: block.imageWidth,
    imageHeigh: block.imageHeight,
    buttonUrl: block.buttonUrl,
    buttonText: textOf(block, 'buttonText', language),
    fontSize: block.fontSize,
    align: block.align,
  };
}

export function presentContentPage({ page, blocks, timetables }: ContentPageRecord, language: Language): ContentPageDto {
  return {
    slug: page.slug,
    code: page.code,
    pageTitle: textOf(page, 'title', language),
    pageDescription: textOf(page, 'description', language),
    ddcContentDetailList: blocks.map((block) => presentBlock(block, language)),
    isShowTimetable: page.isShowTimetable,
    isShowGoods: page.isShowGoods,
    ddcCourseTimetables: timetables.map((timetable) => presentTimetable(timetable, language)),
    goodsCategoryId: page.goodsCategoryId,
    goodsCourseType: page.goodsCourseType,
  };
}
