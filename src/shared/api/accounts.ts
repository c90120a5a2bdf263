import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, passwordsMatch, PasswordMessage, strongPassword } from '../password-policy.ts';
import {
  BIDI_CONTROLS,
  cleanText,
  hasVisibleCharacter,
  isCleanLine,
  LONE_SURROGATE,
  requiredTextBlock,
  requiredTextLine,
  textBlock,
  textLine,
  TextFieldMessage,
} from './text-fields.ts';

/**
 * Requests and answers of accounts, sessions, profiles, children and uploads (issue 3), shared by
 * the API's validation and the web's forms. Zod messages here are message codes, not sentences:
 * the server and the web each map them to their own catalogue in both languages.
 */

export const TOKEN_HEAD = 'Bearer ';

/** `admin` and `adviser` are staff (D24): advisers run families' affairs, admins everything. */
export const UserRole = { Parent: 'parent', Teacher: 'teacher', Admin: 'admin', Adviser: 'adviser' } as const;
export type UserRoleCode = (typeof UserRole)[keyof typeof UserRole];

/** D6: reset codes. */
export const AuthCodeRule = {
  digits: 6,
  validMinutes: 10,
  maxWrongAttempts: 5,
  resendAfterSeconds: 60,
} as const;

export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 32;
export const EMAIL_MAX_LENGTH = 254;
export const NICKNAME_MAX_LENGTH = 32;

export const ChildLimit = { name: 50, school: 100, notes: 1000, perParent: 20, maxAgeYears: 25 } as const;
export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const TeacherApplicationStatus = {
  Submitted: 'submitted',
  Reviewing: 'reviewing',
  Approved: 'approved',
  Rejected: 'rejected',
} as const;
export type TeacherApplicationStatusCode = (typeof TeacherApplicationStatus)[keyof typeof TeacherApplicationStatus];

/** Message codes of the shared schemas (see the note at the top). */
export const AccountFieldMessage = {
  ...TextFieldMessage,
  usernameInvalid: 'usernameInvalid',
  emailInvalid: 'emailInvalid',
  codeFormat: 'codeFormat',
  dateInvalid: 'dateInvalid',
  dateRangeReversed: 'dateRangeReversed',
  phoneInvalid: 'phoneInvalid',
  timeZoneInvalid: 'timeZoneInvalid',
  fileKeyInvalid: 'fileKeyInvalid',
  ...PasswordMessage,
} as const;
const M = AccountFieldMessage;

// ---- field schemas -------------------------------------------------------------------------

// The text fields (textLine, textBlock and the rest) live in text-fields.ts, a module light
// enough for the public pages; they are named here too, where the forms have always found them.
export { BIDI_CONTROLS, cleanText, hasVisibleCharacter, LONE_SURROGATE, requiredTextBlock, requiredTextLine, textBlock, textLine };

/** Letters (any script), digits, dots, hyphens and underscores; no `@`, so a login name is never an e-mail. */
export const USERNAME_PATTERN = new RegExp(`^[\\p{L}\\p{N}._-]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`, 'u');
export const username = z.string().trim().regex(USERNAME_PATTERN, M.usernameInvalid);

export const email = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH, M.emailInvalid).pipe(z.email(M.emailInvalid));

/** A password as typed; its rules are checked by the domain so that each gets its own message. */
export const passwordInput = z.string().min(1, M.required).max(1024, M.tooLong);

export const authCode = z.string().trim().regex(new RegExp(`^\\d{${AuthCodeRule.digits}}$`), M.codeFormat);

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
export const calendarDate = z.string().trim().refine(isCalendarDate, M.dateInvalid);

export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !isCleanLine(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const gradeCodeField = requiredTextLine(32);

/** Keys are made by the server: 32 hex digits and the detected extension. */
export const FILE_KEY_PATTERN = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;
export const fileKey = z.string().trim().regex(FILE_KEY_PATTERN, M.fileKeyInvalid);
export const FILE_URL_PREFIX = '/api/minio/file/';
export const fileUrlOf = (key: string) => `${FILE_URL_PREFIX}${key}`;

const distinct = <T>(values: T[]) => [...new Set(values)];

// ---- sso -----------------------------------------------------------------------------------

/** The body of a POST that needs none (`sso/logout`, `ddcChild/delete/{id}`): nothing, null or `{}`. */
export const noBody = z.strictObject({}).nullish();

export const registerBody = z.object({
  username,
  email,
  password: passwordInput,
  confirmPassword: passwordInput,
});
export type RegisterBody = z.input<typeof registerBody>;

/** The registration form's own check: D6 and the match, before anything is sent. */
export const registerForm = registerBody
  .extend({ password: strongPassword, confirmPassword: z.string().max(PASSWORD_MAX_LENGTH) })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: M.mismatch });

export const loginBody = z.object({
  /** The username or the e-mail address. */
  username: requiredTextLine(EMAIL_MAX_LENGTH),
  password: passwordInput,
});
export type LoginBody = z.input<typeof loginBody>;

export const authCodeBody = z.object({ email });
export type AuthCodeBody = z.input<typeof authCodeBody>;

export const resetPasswordBody = z.object({
  email,
  code: authCode,
  password: passwordInput,
  confirmPassword: passwordInput,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export const resetPasswordForm = resetPasswordBody
  .extend({ password: strongPassword })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: M.mismatch });

export const updatePasswordBody = z.object({
  oldPassword: passwordInput,
  password: passwordInput,
  confirmPassword: passwordInput,
});
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;
export const updatePasswordForm = updatePasswordBody
  .extend({ password: strongPassword })
  .refine(passwordsMatch, { path: ['confirmPassword'], message: M.mismatch })
  .refine((value) => value.password !== value.oldPassword, { path: ['password'], message: M.sameAsOld });

/** Either field may be left out, not both; `icon: ''` removes the avatar. */
export const updateInfoBody = z
  .object({
    nickname: requiredTextLine(NICKNAME_MAX_LENGTH).optional(),
    /** The `url` (or `key`) of an avatar uploaded by this member through `minio/upload`. */
    icon: textLine(300).optional(),
  })
  .refine((value) => value.nickname !== undefined || value.icon !== undefined, { path: ['nickname'], message: M.required });
export type UpdateInfoBody = z.input<typeof updateInfoBody>;

// ---- foreign-teacher application (registerForeign, teacherProfile) -------------------------

export const DEGREES = ['bachelor', 'master', 'doctorate', 'other'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export const MAX_CERTIFICATE_FILES = 5;

export const teacherPersonalStep = z.object({
  firstName: requiredTextLine(50),
  lastName: requiredTextLine(50),
  gender: z.enum(GENDERS),
  nationality: requiredTextLine(60),
  countryOfResidence: requiredTextLine(60),
  city: textLine(60).default(''),
  phone: z.string().trim().regex(/^\+?[0-9][0-9 ()-]{4,22}[0-9]$/, M.phoneInvalid),
  introduction: textBlock(1000).default(''),
});

export const teacherEducationStep = z.object({
  highestDegree: z.enum(DEGREES),
  major: requiredTextLine(100),
  university: requiredTextLine(150),
  graduationYear: z.number().int().min(1950).max(2100),
  /** Teaching certificates and licences by name, e.g. PGCE, TEFL, a state licence. */
  certifications: z.array(requiredTextLine(100)).max(10).default([]).transform(distinct),
});

export const teacherExperienceStep = z.object({
  yearsTeaching: z.number().int().min(0).max(60),
  currentSchool: textLine(150).default(''),
  currentRole: textLine(100).default(''),
  onlineExperience: z.boolean().default(false),
  summary: requiredTextBlock(3000),
});

export const teacherTeachingStep = z.object({
  subjects: z.array(requiredTextLine(60)).min(1).max(10).transform(distinct),
  /** Codes of the current-grade dictionary. */
  grades: z.array(gradeCodeField).min(1).max(20).transform(distinct),
  languages: z.array(requiredTextLine(40)).min(1).max(10).transform(distinct),
  approach: textBlock(2000).default(''),
});

export const teacherAvailabilityStep = z.object({
  timeZone: z.string().trim().refine(isTimeZone, M.timeZoneInvalid),
  hoursPerWeek: z.number().int().min(1).max(60),
  weekdays: z.array(z.enum(WEEKDAYS)).min(1).max(7).transform(distinct),
  dayParts: z.array(z.enum(DAY_PARTS)).min(1).max(3).transform(distinct),
  startDate: calendarDate.nullable().default(null),
});

/** Keys answered by `minio/upload?purpose=application` (before sign-up) or `document`. */
export const teacherDocumentsStep = z.object({
  cvKey: fileKey,
  certificateKeys: z.array(fileKey).max(MAX_CERTIFICATE_FILES).default([]).transform(distinct),
});

export const teacherApplicationSteps = {
  profile: teacherPersonalStep,
  education: teacherEducationStep,
  experience: teacherExperienceStep,
  teaching: teacherTeachingStep,
  availability: teacherAvailabilityStep,
  documents: teacherDocumentsStep,
};

export const teacherProfileBody = z.object(teacherApplicationSteps);
export type TeacherProfileBody = z.input<typeof teacherProfileBody>;
export type TeacherApplicationAnswers = z.output<typeof teacherProfileBody>;

export const registerForeignBody = z.object({ account: registerBody, ...teacherApplicationSteps });
export type RegisterForeignBody = z.input<typeof registerForeignBody>;

// ---- children ------------------------------------------------------------------------------

export const childBody = z.object({
  name: requiredTextLine(ChildLimit.name),
  gender: z.enum(GENDERS),
  birthDate: calendarDate,
  /** A code of the current-grade dictionary (`sys/dict/sublist?name=current_grade`). */
  grade: gradeCodeField,
  school: textLine(ChildLimit.school).default(''),
  notes: textBlock(ChildLimit.notes).default(''),
});
export type ChildBody = z.input<typeof childBody>;

// ---- uploads -------------------------------------------------------------------------------

/**
 * avatar: a picture anyone may see (signed-in upload). document: a private file of its owner.
 * application: a private file sent before sign-up by the foreign-teacher form, claimed by
 * `sso/registerForeign`.
 */
export const UPLOAD_PURPOSES = ['avatar', 'document', 'application'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const uploadQuery = z.object({ purpose: z.enum(UPLOAD_PURPOSES).optional() });

export const fileKeyParam = z.object({ key: fileKey });

// ---- answers -------------------------------------------------------------------------------

export interface LoginResultDto {
  token: string;
  tokenHead: typeof TOKEN_HEAD;
}

/** `sso/info`: the specification's fields, plus e-mail and role. */
export interface UserInfoDto {
  nickname: string;
  username: string;
  icon: string;
  integration: number;
  adviserId: number | null;
  isFt: boolean;
  email: string;
  role: UserRoleCode;
  /** The password was set by the seed or by staff: the back office asks for a new one first. */
  mustChangePassword: boolean;
  /** A family or teacher who has not agreed to the current privacy notice and terms is asked to first (issue 31). */
  policyConsentRequired: boolean;
  /** When the account is to be erased, once its owner asked for deletion; null otherwise. */
  deletionDueTime: string | null;
}

/** `ddcAccount/delete`: the password, asked again. */
export const deleteAccountBody = z.object({ password: z.string().min(1, 'fieldRequired').max(128) });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** `sso/acceptPolicies`: the version the member read, so that a newer one published meanwhile is not agreed to unseen. */
export const acceptPoliciesBody = z.object({ version: z.string().trim().min(1).max(20) });
export type AcceptPoliciesBody = z.input<typeof acceptPoliciesBody>;

export interface ChildDto {
  id: number;
  name: string;
  gender: Gender;
  birthDate: string;
  grade: string;
  /** The grade's label in the request's language. */
  gradeName: string;
  school: string;
  notes: string;
}

export interface AdviserDto {
  id: number;
  name: string;
  title: string;
  photo: string;
  email: string;
  phone: string;
  bio: string;
}

export interface StoredFileDto {
  key: string;
  url: string;
  name: string;
  size: number;
  mime: string;
}
export type UploadResultDto = StoredFileDto;

export interface TeacherProfileDto {
  status: TeacherApplicationStatusCode;
  submittedAt: string;
  updatedAt: string;
  profile: TeacherApplicationAnswers['profile'];
  education: TeacherApplicationAnswers['education'];
  experience: TeacherApplicationAnswers['experience'];
  teaching: TeacherApplicationAnswers['teaching'];
  availability: TeacherApplicationAnswers['availability'];
  documents: { cv: StoredFileDto | null; certificates: StoredFileDto[] };
}
