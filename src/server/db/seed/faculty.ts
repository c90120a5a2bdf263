import { facultyMembers } from '../schema.ts';
import { facultyPortrait } from './demo-images.ts';
import { COMPUTING_AND_HUMANITIES_FACULTY } from './faculty/computing-and-humanities.ts';
import { MATHEMATICS_FACULTY } from './faculty/mathematics.ts';
import { SCIENCE_FACULTY } from './faculty/sciences.ts';
import type { FacultyPlan } from './faculty-plan.ts';
import type { SeedTx } from './seed-transaction.ts';

/** The 42 teachers of the faculty page, by department; portraits are numbered in this order. */
export const FACULTY_PLANS: FacultyPlan[] = [
  ...MATHEMATICS_FACULTY,
  ...SCIENCE_FACULTY,
  ...COMPUTING_AND_HUMANITIES_FACULTY,
];

/** Faculty ids by English name, the key by which courses name their teachers. */
export type FacultyIds = Map<string, number>;

export async function seedFaculty(tx: SeedTx): Promise<FacultyIds> {
  const rows = await tx
    .insert(facultyMembers)
    .values(
      FACULTY_PLANS.map((member, position) => ({
        position,
        photo: facultyPortrait(position + 1),
        nameEn: member.name.en,
        nameZh: member.name.zh,
        biographyEn: member.biography.en,
        biographyZh: member.biography.zh,
        subjects: member.subjects,
      })),
    )
    .returning({ id: facultyMembers.id, nameEn: facultyMembers.nameEn });
  return new Map(rows.map((row) => [row.nameEn, row.id]));
}
