import { POLICY_VERSION } from '../../../shared/policies.ts';
import { eq, sql } from 'drizzle-orm';
import type { TeacherApplicationAnswers } from '../../../shared/api/accounts.ts';
import { hashPassword } from '../../domain/accounts/password-hashing.ts';
import type { Db } from '../database.ts';
import { teacherApplications, users } from '../schema.ts';
import { seedDemoTeacherClasses } from './seed-demo-teacher-classes.ts';
import { ACADEMY_TIME_ZONE } from './seed-calendar.ts';

/** A foreign teacher whose application is approved (D19), so that staff can match one to an Inspire requirement on a fresh portal. */
export const DEMO_TEACHER = { username: 'demo.teacher', email: 'demo.teacher@everbright.academy', password: 'Demo-Teacher-2026!' };

const ANSWERS: TeacherApplicationAnswers = {
  profile: {
    firstName: 'Daniel',
    lastName: 'Reyes',
    gender: 'male',
    nationality: 'British',
    countryOfResidence: 'United Kingdom',
    city: 'London',
    phone: '+44 20 7946 0321',
    introduction: 'I coach olympiad mathematics and physics, and I love a problem that takes a whole afternoon.',
  },
  education: { highestDegree: 'doctorate', major: 'Theoretical Physics', university: 'University of Edinburgh', graduationYear: 2011, certifications: ['PGCE'] },
  experience: {
    yearsTeaching: 12,
    currentSchool: 'Camden Grammar School',
    currentRole: 'Head of Physics',
    onlineExperience: true,
    summary: 'Twelve years of A-level and olympiad teaching; mentor of the school’s BPhO and UKMT teams.',
  },
  teaching: { subjects: ['Mathematics', 'Physics'], grades: ['G8', 'G9', 'G10', 'G11', 'G12'], languages: ['English', 'Spanish'], approach: '' },
  availability: { timeZone: 'Europe/London', hoursPerWeek: 10, weekdays: ['sat', 'sun'], dayParts: ['morning', 'afternoon'], startDate: null },
  // The demo has no CV on file; the profile page shows none.
  documents: { cvKey: '00000000000000000000000000000000.pdf', certificateKeys: [] },
};

const findDemoTeacher = async (db: Db) =>
  (await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, DEMO_TEACHER.username)))[0];

/**
 * Idempotent: an existing `demo.teacher` is left alone, and a restart hashes no password. Its
 * classes (issue 29) are seeded once, when the demo content and the demo family exist.
 */
export async function seedDemoTeacher(db: Db, options: { now?: Date; timeZone?: string } = {}): Promise<void> {
  await seedDemoTeacherAccount(db);
  const teacher = await findDemoTeacher(db);
  if (!teacher) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('everbright-demo-teacher'))`);
    await seedDemoTeacherClasses(tx, teacher.id, options.now ?? new Date(), options.timeZone ?? ACADEMY_TIME_ZONE);
  });
}

async function seedDemoTeacherAccount(db: Db): Promise<void> {
  if (await findDemoTeacher(db)) return;
  const passwordHash = await hashPassword(DEMO_TEACHER.password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('everbright-demo-teacher'))`);
    if (await findDemoTeacher(tx)) return;
    const [teacher] = await tx
      .insert(users)
      .values({ username: DEMO_TEACHER.username, email: DEMO_TEACHER.email, passwordHash, nickname: 'Daniel R.', role: 'teacher', isFt: true, policyVersion: POLICY_VERSION.number, policyAcceptedAt: new Date() })
      .returning({ id: users.id });
    const now = new Date();
    await tx.insert(teacherApplications).values({ userId: teacher.id, ...ANSWERS, status: 'approved', submittedAt: now, updatedAt: now, decidedAt: now });
  });
}
