import { POLICY_VERSION } from '../../../shared/policies.ts';
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { GRADE_DICTIONARY } from '../../../shared/catalogue.ts';
import { hashPassword } from '../../domain/accounts/password-hashing.ts';
import type { Db } from '../database.ts';
import { advisers, children, dictionaryEntries, users } from '../schema.ts';

/** The demo parent's sign-in, documented in the README (D19). */
export const DEMO_PARENT = { username: 'demo.parent', email: 'demo.parent@everbright.academy', password: 'Demo-Parent-2026!' };
export const ADMIN_USERNAME = 'admin';
const ADMIN_EMAIL = 'admin@everbright.academy';
const DEMO_ADVISER_EMAIL = 'grace.lin@everbright.academy';

/** A random password that D6 accepts, for an admin without ADMIN_PASSWORD. */
function randomAdminPassword(): string {
  return `Eb-${randomBytes(15).toString('base64url')}-7a`;
}

/** Which of the two demo sign-ins exist already. */
async function existingDemoUsers(db: Db): Promise<{ admin: boolean; parent: boolean }> {
  const rows = await db
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, [ADMIN_USERNAME, DEMO_PARENT.username]));
  const names = new Set(rows.map((row) => row.username));
  return { admin: names.has(ADMIN_USERNAME), parent: names.has(DEMO_PARENT.username) };
}

/**
 * The demo accounts (D19): an adviser, the parent `demo.parent` with two children, and the staff
 * account `admin`. Idempotent: what exists is left alone. Answers the admin password only when it
 * was made up here, so that the caller can print it once. A password is hashed (scrypt, tens of
 * milliseconds) only for an account still missing, so that a restart hashes nothing.
 */
export async function seedDemoAccounts(db: Db, options: { adminPassword?: string } = {}): Promise<{ adminPassword?: string }> {
  const existing = await existingDemoUsers(db);
  if (existing.admin && existing.parent) return {};
  const generated = existing.admin || options.adminPassword ? undefined : randomAdminPassword();
  const [adminHash, parentHash] = await Promise.all([
    existing.admin ? '' : hashPassword(options.adminPassword ?? generated!),
    existing.parent ? '' : hashPassword(DEMO_PARENT.password),
  ]);

  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('everbright-demo-accounts'))`);
    const answer: { adminPassword?: string } = {};

    const [existingAdmin] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, ADMIN_USERNAME));
    if (!existingAdmin && adminHash) {
      await tx.insert(users).values({ username: ADMIN_USERNAME, email: ADMIN_EMAIL, passwordHash: adminHash, nickname: 'Admin', role: 'admin', mustChangePassword: true });
      if (generated) answer.adminPassword = generated;
    }

    let [adviser] = await tx.select({ id: advisers.id }).from(advisers).where(eq(advisers.email, DEMO_ADVISER_EMAIL));
    if (!adviser) {
      [adviser] = await tx
        .insert(advisers)
        .values({
          nameEn: 'Grace Lin',
          nameZh: '林慧老师',
          titleEn: 'Senior academic adviser',
          titleZh: '资深学术顾问',
          email: DEMO_ADVISER_EMAIL,
          phone: '+86 21 5555 0188',
          bioEn: 'Grace has guided gifted learners and their families for twelve years, from first assessment to competition season.',
          bioZh: '林慧老师十二年来一直陪伴资优学生及其家庭，从首次评估到竞赛季全程指导。',
        })
        .returning({ id: advisers.id });
    }

    const [existingParent] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, DEMO_PARENT.username));
    if (!existingParent && parentHash) {
      const [parent] = await tx
        .insert(users)
        .values({
          username: DEMO_PARENT.username,
          email: DEMO_PARENT.email,
          passwordHash: parentHash,
          nickname: 'Demo Parent',
          role: 'parent',
          adviserId: adviser.id,
          integration: 120,
          // The demo family signed up through the form, which agrees to the notice and the terms.
          policyVersion: POLICY_VERSION.number,
          policyAcceptedAt: new Date(),
        })
        .returning({ id: users.id });
      const grades = await tx
        .select({ code: dictionaryEntries.code })
        .from(dictionaryEntries)
        .where(eq(dictionaryEntries.dictionary, GRADE_DICTIONARY))
        .orderBy(asc(dictionaryEntries.position));
      const gradeOf = (wanted: string, fallbackIndex: number) =>
        grades.find((grade) => grade.code === wanted)?.code ?? grades[Math.min(fallbackIndex, grades.length - 1)]?.code;
      const olderGrade = gradeOf('G7', 7);
      const youngerGrade = gradeOf('G4', 4);
      // Children need a grade of the dictionary; without the demo content there is none to give.
      if (olderGrade && youngerGrade) {
        await tx.insert(children).values([
          { parentId: parent.id, name: 'Emma Chen', gender: 'female', birthDate: '2013-09-14', grade: olderGrade, school: 'Shanghai Pinghe School', notes: 'Enjoys olympiad geometry and chess.' },
          { parentId: parent.id, name: 'Leo Chen', gender: 'male', birthDate: '2016-04-02', grade: youngerGrade, school: 'Shanghai Pinghe School', notes: 'Curious about astronomy.' },
        ]);
      }
    }
    return answer;
  });
}
