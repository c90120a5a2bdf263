import type { Bilingual } from './bilingual.ts';
import type { PortraitLook, SubjectTheme } from './demo-images.ts';

export interface FacultyPlan {
  /** "Dr. Helen W." / "Helen W. 博士" */
  name: Bilingual;
  /** Codes of the subject dictionary, for the faculty page's filter. */
  subjects: SubjectTheme[];
  biography: Bilingual;
  look: PortraitLook;
}

/** Builds the two renderings of a teacher's name from the first name and initial. */
export function teacher(firstNameAndInitial: string, options: { doctor?: boolean } = {}): Bilingual {
  return options.doctor
    ? { en: `Dr. ${firstNameAndInitial}`, zh: `${firstNameAndInitial} 博士` }
    : { en: firstNameAndInitial, zh: `${firstNameAndInitial} 老师` };
}
