import { classSizeDefaultOf } from '../../../shared/class-size.ts';
import type { z } from 'zod';
import type { formProductBody } from '../../../shared/api/requirements.ts';
import { CourseType, ProductCategory } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { findChildOf } from '../../db/repositories/child-repository.ts';
import { insertFormedProgramme, type RequirementRow } from '../../db/repositories/requirement-repository.ts';
import { FieldValidationError } from '../../http/errors.ts';
import { sanitizeRichText } from '../content/sanitize-rich-text.ts';

/** The subjects with pictures of their own (public/images/demo/products); others take mathematics'. */
const PICTURED_SUBJECTS = new Set(['mathematics', 'physics', 'chemistry', 'biology', 'computer-science', 'writing', 'economics', 'astronomy']);
const pictureFor = (subject: string) => `/images/demo/products/${PICTURED_SUBJECTS.has(subject) ? subject : 'mathematics'}-1.svg`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Staff write the outline as plain text: paragraphs at blank lines, line breaks kept. */
export function outlineHtml(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`);
  return sanitizeRichText(paragraphs.join(''));
}

/**
 * The private Inspire product formed for the requirement's family (D8, D12): an hours package
 * of category 59 without stock, with `private_member_id` set, so that public lists never show it
 * and only this family can open and buy it.
 */
export async function formProgramme(tx: Db, requirement: RequirementRow, body: z.output<typeof formProductBody>, now: Date) {
  if (body.endDate < body.startDate) throw new FieldValidationError([{ field: 'endDate', messageKey: 'dateRangeInvalid' }]);
  const child = requirement.childId === null ? undefined : await findChildOf(tx, requirement.memberId, requirement.childId, { withArchived: true });
  const subject = requirement.questionnaire.subjectArea;
  return insertFormedProgramme(tx, {
    nameEn: body.nameEn,
    nameZh: body.nameZh,
    pic: pictureFor(subject),
    pictures: [pictureFor(subject)],
    price: body.price,
    currency: body.currency,
    categoryId: ProductCategory.Inspire,
    courseType: CourseType.Inspire,
    subject,
    totalClassHours: body.hours,
    stock: null,
    minStudents: classSizeDefaultOf(ProductCategory.Inspire).min,
    maxStudents: classSizeDefaultOf(ProductCategory.Inspire).max,
    equityDateStart: body.startDate,
    equityDateEnd: body.endDate,
    descriptionEn: outlineHtml(body.outlineEn),
    descriptionZh: outlineHtml(body.outlineZh),
    grades: child ? [child.grade] : [],
    privateMemberId: requirement.memberId,
    updatedAt: now,
  });
}
