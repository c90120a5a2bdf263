import { GRADE_DICTIONARY, ProductCategory, SUBJECT_DICTIONARY } from '../../../shared/catalogue.ts';
import { courseSystems, dictionaryEntries, productCategories } from '../schema.ts';
import type { Bilingual } from './bilingual.ts';
import type { SubjectTheme } from './demo-images.ts';
import type { SeedTx } from './seed-transaction.ts';
import { PROGRAMME_NAMES } from '../../../shared/programmes.ts';

const CHINESE_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** Kindergarten, then Grade 1 to 12, in school order. */
export const GRADES: { code: string; label: Bilingual }[] = [
  { code: 'K', label: { en: 'Kindergarten', zh: '幼儿园' } },
  ...CHINESE_NUMERALS.map((numeral, index) => ({
    code: `G${index + 1}`,
    label: { en: `Grade ${index + 1}`, zh: `${numeral}年级` },
  })),
];

/** Grade codes from `first` to `last`, e.g. gradeRange(6, 8) → G6, G7, G8. */
export const gradeRange = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => `G${first + index}`);

export const COURSE_SYSTEMS = {
  amc: { en: 'AMC (American Mathematics Competitions)', zh: 'AMC 美国数学竞赛' },
  olympiad: { en: 'Science Olympiads (Physics, Chemistry, Biology, Informatics)', zh: '学科奥赛（物理、化学、生物、信息学）' },
  ap: { en: 'AP (Advanced Placement)', zh: 'AP 美国大学先修课程' },
  ib: { en: 'IB Diploma Programme', zh: 'IB 国际文凭课程' },
  alevel: { en: 'IGCSE & A-Level', zh: 'IGCSE 与 A-Level' },
  commonCore: { en: 'Common Core Enrichment', zh: '美国共同核心拓展' },
  research: { en: 'Research & Academic Writing', zh: '学术研究与写作' },
} as const satisfies Record<string, Bilingual>;
export type CourseSystemKey = keyof typeof COURSE_SYSTEMS;
export type CourseSystemIds = Record<CourseSystemKey, number>;

/** The subject areas of the home page and of the products' category-type tag. */
export const SUBJECTS: Record<SubjectTheme, Bilingual> = {
  mathematics: { en: 'Mathematics', zh: '数学' },
  physics: { en: 'Physics', zh: '物理' },
  chemistry: { en: 'Chemistry', zh: '化学' },
  biology: { en: 'Biology', zh: '生物' },
  'computer-science': { en: 'Computer Science', zh: '计算机科学' },
  writing: { en: 'Writing & Humanities', zh: '写作与人文' },
  economics: { en: 'Economics', zh: '经济学' },
  astronomy: { en: 'Astronomy', zh: '天文学' },
};

export async function seedCatalogue(tx: SeedTx): Promise<CourseSystemIds> {
  await tx.insert(productCategories).values([
    { id: ProductCategory.Insights, nameEn: PROGRAMME_NAMES.insights.en, nameZh: PROGRAMME_NAMES.insights.cn },
    { id: ProductCategory.Inspire, nameEn: PROGRAMME_NAMES.inspire.en, nameZh: PROGRAMME_NAMES.inspire.cn },
  ]);
  await tx.insert(dictionaryEntries).values([
    ...GRADES.map((grade, position) => ({
      dictionary: GRADE_DICTIONARY,
      code: grade.code,
      position,
      labelEn: grade.label.en,
      labelZh: grade.label.zh,
    })),
    ...Object.entries(SUBJECTS).map(([code, label], position) => ({
      dictionary: SUBJECT_DICTIONARY,
      code,
      position,
      labelEn: label.en,
      labelZh: label.zh,
    })),
  ]);
  const keys = Object.keys(COURSE_SYSTEMS) as CourseSystemKey[];
  const rows = await tx
    .insert(courseSystems)
    .values(keys.map((key, position) => ({ position, nameEn: COURSE_SYSTEMS[key].en, nameZh: COURSE_SYSTEMS[key].zh })))
    .returning({ id: courseSystems.id });
  return Object.fromEntries(keys.map((key, index) => [key, rows[index].id])) as CourseSystemIds;
}
