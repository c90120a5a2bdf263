import { z } from 'zod';
import { cleanText, requiredTextBlock, requiredTextLine, textBlock, textLine } from './accounts.ts';
import { pictureAddress, richText } from './admin-catalogue.ts';

/**
 * `admin/home/*` (issue 7): the home page's hero slides, subjects and testimonials, and its intro.
 * Every text visitors read is in both languages (D4); the English is required where the public
 * page shows the field, the Chinese falls back to it.
 */

export const HOME_LIST_KINDS = ['slide', 'subject', 'testimonial'] as const;
export type HomeListKind = (typeof HOME_LIST_KINDS)[number];

export const HomeFieldMessage = {
  buttonLinkInvalid: 'buttonLinkInvalid',
  buttonNeedsText: 'buttonNeedsText',
  buttonNeedsLink: 'buttonNeedsLink',
} as const;
const M = HomeFieldMessage;

/** A button on a slide leads to a page of this site or to another https address. */
const buttonUrl = cleanText()
  .max(500)
  .refine((value) => value === '' || /^(\/(?![/\\])|https:\/\/)[^\s"'<>]*$/.test(value), M.buttonLinkInvalid)
  .default('');

/** A hero slide: the public hero shows its title, and a button only with both a text and a link. */
export const homeSlideBody = z
  .object({
    image: pictureAddress,
    titleEn: requiredTextLine(120),
    titleZh: textLine(120).default(''),
    subTitleEn: textLine(300).default(''),
    subTitleZh: textLine(300).default(''),
    buttonTextEn: textLine(40).default(''),
    buttonTextZh: textLine(40).default(''),
    buttonUrl,
  })
  .refine((body) => body.buttonUrl === '' || body.buttonTextEn !== '', { path: ['buttonTextEn'], message: M.buttonNeedsText })
  .refine((body) => body.buttonUrl !== '' || (body.buttonTextEn === '' && body.buttonTextZh === ''), { path: ['buttonUrl'], message: M.buttonNeedsLink });
export type HomeSlideBody = z.input<typeof homeSlideBody>;

/** A subject card: an icon, a name and a short description. */
export const homeSubjectBody = z.object({
  icon: pictureAddress,
  nameEn: requiredTextLine(80),
  nameZh: textLine(80).default(''),
  descriptionEn: textBlock(400).default(''),
  descriptionZh: textBlock(400).default(''),
});
export type HomeSubjectBody = z.input<typeof homeSubjectBody>;

/** What a family says: the quote, who says it and, if there is one, their picture. */
export const testimonialBody = z.object({
  avatar: z.union([z.literal(''), pictureAddress]).default(''),
  nameEn: requiredTextLine(80),
  nameZh: textLine(80).default(''),
  roleEn: textLine(160).default(''),
  roleZh: textLine(160).default(''),
  contentEn: requiredTextBlock(1200),
  contentZh: textBlock(1200).default(''),
});
export type TestimonialBody = z.input<typeof testimonialBody>;

/** The intro beside the hero: a heading and rich text, sanitised by the server on every write. */
export const homeIntroBody = z.object({
  titleEn: requiredTextLine(160),
  titleZh: textLine(160).default(''),
  bodyEn: richText,
  bodyZh: richText,
});
export type HomeIntroBody = z.input<typeof homeIntroBody>;

const id = z.number().int().min(1).max(2_147_483_647);

/** A list's items in their new order: every item of the list, each once. */
export const homeReorderBody = z.object({ ids: z.array(id).min(1).max(200) });
export type HomeReorderBody = z.input<typeof homeReorderBody>;

export const HOME_LIST_BODIES = { slide: homeSlideBody, subject: homeSubjectBody, testimonial: testimonialBody } as const;

interface Positioned {
  id: number;
  position: number;
}
export type AdminHomeSlide = Required<HomeSlideBody> & Positioned;
export type AdminHomeSubject = Required<HomeSubjectBody> & Positioned;
export type AdminTestimonial = Required<TestimonialBody> & Positioned;

export interface AdminHomeItems {
  slide: AdminHomeSlide;
  subject: AdminHomeSubject;
  testimonial: AdminTestimonial;
}
export interface AdminHomeBodies {
  slide: HomeSlideBody;
  subject: HomeSubjectBody;
  testimonial: TestimonialBody;
}

/** Everything the home page editor shows, each list in the public page's order. */
export interface AdminHomeDetail {
  slides: AdminHomeSlide[];
  subjects: AdminHomeSubject[];
  testimonials: AdminTestimonial[];
  intro: Required<HomeIntroBody>;
}

/** Where each list sits in the detail. */
export const HOME_LIST_FIELDS = { slide: 'slides', subject: 'subjects', testimonial: 'testimonials' } as const satisfies Record<HomeListKind, keyof AdminHomeDetail>;

const NOUNS = {
  slide: ['Slide', 'Slides'],
  subject: ['Subject', 'Subjects'],
  testimonial: ['Testimonial', 'Testimonials'],
} as const satisfies Record<HomeListKind, readonly [string, string]>;

/** The API paths of a list's writes (under `/api`), shared by the routes and the editor. */
export function homeListPaths(kind: HomeListKind) {
  const [one, many] = NOUNS[kind];
  return {
    create: `admin/home/create${one}`,
    update: `admin/home/update${one}`,
    delete: `admin/home/delete${one}`,
    reorder: `admin/home/reorder${many}`,
  } as const;
}
