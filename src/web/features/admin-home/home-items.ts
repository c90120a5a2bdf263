import type { TFunction } from '../../i18n/translator.tsx';
import type { z } from 'zod';
import { HomeFieldMessage, type AdminHomeBodies, type AdminHomeItems, type HomeListKind } from '../../../shared/api/admin-home.ts';
import { CatalogueFieldMessage, pictureAddress } from '../../../shared/api/admin-catalogue.ts';
import type { CustomerSharingDto, HeadPictureDto, HomeSubjectDto } from '../../../shared/api/public-content.ts';
import type { Language } from '../../../shared/language.ts';
import { validateWithSchema, type FieldErrors } from '../../lib/form-feedback.ts';

/** How the editor names, pictures and previews the items of each list. */

export type HomeFormValues<Kind extends HomeListKind> = Required<AdminHomeBodies[Kind]>;

export const EMPTY_VALUES: { [Kind in HomeListKind]: HomeFormValues<Kind> } = {
  slide: { image: '', titleEn: '', titleZh: '', subTitleEn: '', subTitleZh: '', buttonTextEn: '', buttonTextZh: '', buttonUrl: '' },
  subject: { icon: '', nameEn: '', nameZh: '', descriptionEn: '', descriptionZh: '' },
  testimonial: { avatar: '', nameEn: '', nameZh: '', roleEn: '', roleZh: '', contentEn: '', contentZh: '' },
};

export function formValuesOf<Kind extends HomeListKind>(kind: Kind, item: AdminHomeItems[Kind] | null): HomeFormValues<Kind> {
  if (!item) return EMPTY_VALUES[kind];
  const { id: _id, position: _position, ...fields } = item;
  return fields as unknown as HomeFormValues<Kind>;
}

/** The reader's language first, the other when it is empty: what the public page does (D4). */
export function inLanguage(en: string, zh: string, language: Language): string {
  const [preferred, other] = language === 'cn' ? [zh, en] : [en, zh];
  return preferred.trim() === '' ? other.trim() : preferred.trim();
}

type AnyItem = AdminHomeItems[HomeListKind];

export function itemTitle(kind: HomeListKind, item: AnyItem, language: Language): string {
  if (kind === 'slide') {
    const slide = item as AdminHomeItems['slide'];
    return inLanguage(slide.titleEn, slide.titleZh, language);
  }
  const named = item as AdminHomeItems['subject'] | AdminHomeItems['testimonial'];
  return inLanguage(named.nameEn, named.nameZh, language);
}

/** Whether a text visitors read is in English only, so that Chinese readers see the English. */
export function chineseMissing(kind: HomeListKind, item: AnyItem): boolean {
  if (kind === 'slide') {
    const slide = item as AdminHomeItems['slide'];
    return [
      [slide.titleEn, slide.titleZh],
      [slide.subTitleEn, slide.subTitleZh],
      [slide.buttonTextEn, slide.buttonTextZh],
    ].some(([en, zh]) => en.trim() !== '' && zh.trim() === '');
  }
  if (kind === 'subject') {
    const subject = item as AdminHomeItems['subject'];
    return (subject.nameEn.trim() !== '' && subject.nameZh.trim() === '') || (subject.descriptionEn.trim() !== '' && subject.descriptionZh.trim() === '');
  }
  const sharing = item as AdminHomeItems['testimonial'];
  return [
    [sharing.nameEn, sharing.nameZh],
    [sharing.roleEn, sharing.roleZh],
    [sharing.contentEn, sharing.contentZh],
  ].some(([en, zh]) => en.trim() !== '' && zh.trim() === '');
}

export function itemPicture(kind: HomeListKind, item: AnyItem): string {
  if (kind === 'slide') return (item as AdminHomeItems['slide']).image;
  if (kind === 'subject') return (item as AdminHomeItems['subject']).icon;
  return (item as AdminHomeItems['testimonial']).avatar;
}

/** The draft as the public page would receive it, in one language (id 0: it is not saved). */
export interface HomeDrafts {
  slide: HeadPictureDto;
  subject: HomeSubjectDto;
  testimonial: CustomerSharingDto;
}

/** A picture the server would take, or none: a draft never loads an address it would refuse. */
const shownPicture = (address: string) => (pictureAddress.safeParse(address).success ? address.trim() : '');

const DRAFTS: { [Kind in HomeListKind]: (values: HomeFormValues<Kind>, language: Language) => HomeDrafts[Kind] } = {
  slide: (slide, language) => ({
    id: 0,
    image: shownPicture(slide.image),
    title: inLanguage(slide.titleEn, slide.titleZh, language),
    subTitle: inLanguage(slide.subTitleEn, slide.subTitleZh, language),
    buttonText: inLanguage(slide.buttonTextEn, slide.buttonTextZh, language),
    buttonUrl: slide.buttonUrl.trim(),
  }),
  subject: (subject, language) => ({
    id: 0,
    icon: shownPicture(subject.icon),
    name: inLanguage(subject.nameEn, subject.nameZh, language),
    description: inLanguage(subject.descriptionEn, subject.descriptionZh, language),
  }),
  testimonial: (sharing, language) => ({
    id: 0,
    avatar: shownPicture(sharing.avatar),
    name: inLanguage(sharing.nameEn, sharing.nameZh, language),
    role: inLanguage(sharing.roleEn, sharing.roleZh, language),
    content: inLanguage(sharing.contentEn, sharing.contentZh, language),
  }),
};

export function draftOf<Kind extends HomeListKind>(kind: Kind, values: HomeFormValues<Kind>, language: Language): HomeDrafts[Kind] {
  const draft = DRAFTS[kind] as (values: HomeFormValues<Kind>, language: Language) => HomeDrafts[Kind];
  return draft(values, language);
}

const CATALOGUE_CODES = new Set<string>(Object.values(CatalogueFieldMessage));
const HOME_CODES = new Set<string>(Object.values(HomeFieldMessage));

/** validateWithSchema, with the home page's and the catalogue's own message codes in the reader's language. */
export function validateHomeForm(schema: z.ZodType, input: unknown, t: TFunction): FieldErrors {
  const errors = validateWithSchema(schema, input, t);
  const result = schema.safeParse(input);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (HOME_CODES.has(issue.message)) errors[path] = t(`adminHome.validation.${issue.message}`);
    else if (CATALOGUE_CODES.has(issue.message)) errors[path] = t(`adminCatalogue.validation.${issue.message}`);
  }
  return errors;
}
