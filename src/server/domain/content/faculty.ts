import { SUBJECT_DICTIONARY } from '../../../shared/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { listDictionaryEntries } from '../../db/repositories/dictionary-repository.ts';
import { listFacultyMembers } from '../../db/repositories/faculty-repository.ts';
import { listApplicableProducts, type CatalogueMoment, type ProductRecord } from '../../db/repositories/product-repository.ts';
import { listProductsOfTeachers } from '../../db/repositories/product-teacher-repository.ts';
import { readSiteTexts } from '../../db/repositories/site-text-repository.ts';
import { SiteTextKey } from './site-text-keys.ts';

/**
 * The faculty list is data, edited by staff (D18): the introduction, every published member in
 * order with their subjects, and the courses each teaches that families can apply for now.
 */
export async function loadFaculty(db: Db, moment: CatalogueMoment) {
  const [texts, members, subjects, teaching] = await Promise.all([
    readSiteTexts(db, [SiteTextKey.FacultyIntro]),
    listFacultyMembers(db),
    listDictionaryEntries(db, SUBJECT_DICTIONARY),
    listProductsOfTeachers(db),
  ]);
  const open = await listApplicableProducts(db, [...new Set(teaching.map((pair) => pair.productId))], moment);
  const coursesOf = (memberId: number): ProductRecord[] => {
    const taught = new Set(teaching.filter((pair) => pair.facultyMemberId === memberId).map((pair) => pair.productId));
    return open.filter((product) => taught.has(product.id));
  };
  const taught = new Set(members.flatMap((member) => member.subjects));
  return {
    intro: texts.get(SiteTextKey.FacultyIntro),
    subjects: subjects.filter((subject) => taught.has(subject.code)),
    members: members.map((member) => ({
      member,
      subjects: subjects.filter((subject) => member.subjects.includes(subject.code)),
      courses: coursesOf(member.id),
    })),
  };
}

export type FacultyRecord = Awaited<ReturnType<typeof loadFaculty>>;
