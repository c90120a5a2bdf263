import type { z } from 'zod';
import type { registerForeignBody, TeacherApplicationAnswers } from '../../../shared/api/accounts.ts';
import type { Language } from '../../../shared/language.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { teacherApplicationMail } from '../../adapters/mail/templates.ts';
import type { Db } from '../../db/database.ts';
import {
  claimApplicationFiles,
  findStoredFiles,
  type StoredFileRow,
} from '../../db/repositories/file-repository.ts';
import {
  findTeacherApplicationOf,
  insertTeacherApplication,
  updateTeacherApplicationOf,
  type TeacherApplicationRow,
} from '../../db/repositories/teacher-application-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import { assertKnownGrades } from '../catalogue/grades.ts';
import type { Member } from './member.ts';
import { checkNewAccount, createAccount, EmailAlreadyRegistered, tellOwnerOfSignUp } from './registration.ts';
import { recordPolicyConsent } from './privacy.ts';

type ForeignTeacherAnswers = z.output<typeof registerForeignBody>;

const documentKeysOf = (documents: TeacherApplicationAnswers['documents']) => [documents.cvKey, ...documents.certificateKeys];

const documentsRefused = () =>
  new FieldValidationError([{ field: 'documents', messageKey: 'documentInvalid' }], 'documentInvalid');

/**
 * `sso/registerForeign`: the account (isFt), its application with every step's answers, and the
 * documents uploaded before sign-up, claimed by the new member — all in one transaction. A known
 * e-mail address gets the same answer, nothing is created, and its owner gets a mail.
 */
export async function registerForeignTeacher(
  deps: { db: Db; mailer: Mailer },
  answers: ForeignTeacherAnswers,
  context: { language: Language; now: Date },
) {
  const { db } = deps;
  const { account, ...steps } = answers;
  const { emailKnown } = await checkNewAccount(db, account, 'account.password');
  await assertKnownGrades(db, steps.teaching.grades, 'teaching.grades');
  if (emailKnown) return tellOwnerOfSignUp(deps, account);

  const user = await db.transaction(async (tx) => {
    const created = await createAccount(tx, account, {
      role: 'teacher',
      isFt: true,
      nickname: `${steps.profile.firstName} ${steps.profile.lastName}`.slice(0, 64),
      language: context.language,
      createdAt: context.now,
      passwordChangedAt: context.now,
    });
    const keys = documentKeysOf(steps.documents);
    const claimed = await claimApplicationFiles(tx, keys, created.id);
    if (claimed.length !== keys.length) throw documentsRefused();
    await insertTeacherApplication(tx, created.id, steps, context.now);
    // The form's last step says that sending it agrees to the privacy notice and the terms.
    await recordPolicyConsent(tx, created, context.now);
    return created;
  }).catch((error: unknown) => {
    if (error instanceof EmailAlreadyRegistered) return null;
    throw error;
  });
  // A concurrent sign-up took the address first.
  if (!user) return tellOwnerOfSignUp(deps, account);
  await deps.mailer.send({ to: user.email, ...teacherApplicationMail({ name: user.nickname }, user.language) });
}

export interface TeacherProfileRecord {
  application: TeacherApplicationRow;
  files: StoredFileRow[];
}

async function applicationOf(db: Db, member: Member): Promise<TeacherApplicationRow> {
  const application = member.isFt ? await findTeacherApplicationOf(db, member.id) : undefined;
  if (!application) throw new ApiError(404, 'applicationNotFound');
  return application;
}

/** `GET sso/teacherProfile`: the foreign teacher's application with its documents. */
export async function readTeacherProfile(db: Db, member: Member): Promise<TeacherProfileRecord> {
  const application = await applicationOf(db, member);
  return { application, files: await findStoredFiles(db, documentKeysOf(application.documents)) };
}

/**
 * `POST sso/teacherProfile`: replaces the answers of every step. Documents must be the member's
 * own uploads (application documents or private documents); the status stays as staff set it.
 */
export async function updateTeacherProfile(
  db: Db,
  member: Member,
  answers: TeacherApplicationAnswers,
  now: Date,
): Promise<TeacherProfileRecord> {
  await applicationOf(db, member);
  await assertKnownGrades(db, answers.teaching.grades, 'teaching.grades');
  const keys = documentKeysOf(answers.documents);
  const files = await findStoredFiles(db, keys);
  const usable = files.filter(
    (file) => file.ownerId === member.id && (file.purpose === 'application' || file.purpose === 'document'),
  );
  if (usable.length !== keys.length) throw documentsRefused();
  const application = await updateTeacherApplicationOf(db, member.id, answers, now);
  if (!application) throw new ApiError(404, 'applicationNotFound');
  return { application, files: usable };
}
