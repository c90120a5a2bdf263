import type { TFunction } from '../../i18n/translator.tsx';
import {
  registerForm,
  teacherApplicationSteps,
  type DAY_PARTS,
  type DEGREES,
  type Gender,
  type RegisterBody,
  type RegisterForeignBody,
  type StoredFileDto,
  type TeacherProfileBody,
  type TeacherProfileDto,
  type WEEKDAYS,
} from '../../../shared/api/accounts.ts';
import { serverFieldErrors, validateWithSchema, type FieldErrors } from '../../lib/form-feedback.ts';


/** The form's own shape of the foreign-teacher answers: inputs hold text, blanks and whole files. */
export interface TeacherAnswerValues {
  profile: {
    firstName: string;
    lastName: string;
    gender: Gender | '';
    nationality: string;
    countryOfResidence: string;
    city: string;
    phone: string;
    introduction: string;
  };
  education: {
    highestDegree: (typeof DEGREES)[number] | '';
    major: string;
    university: string;
    graduationYear: number | '';
    certifications: string[];
  };
  experience: {
    yearsTeaching: number | '';
    currentSchool: string;
    currentRole: string;
    onlineExperience: boolean;
    summary: string;
  };
  teaching: { subjects: string[]; grades: string[]; languages: string[]; approach: string };
  availability: {
    timeZone: string;
    hoursPerWeek: number | '';
    weekdays: (typeof WEEKDAYS)[number][];
    dayParts: (typeof DAY_PARTS)[number][];
    startDate: string;
  };
  documents: { cv: StoredFileDto | null; certificates: StoredFileDto[] };
}

/** The sign-up wizard adds the account; the profile editor leaves it empty and never shows it. */
export interface ApplicationValues extends TeacherAnswerValues {
  account: RegisterBody;
}

export const ANSWER_STEPS = ['profile', 'education', 'experience', 'teaching', 'availability', 'documents'] as const;
export type AnswerStep = (typeof ANSWER_STEPS)[number];
export const WIZARD_STEPS = ['account', ...ANSWER_STEPS, 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function emptyApplication(timeZone = ''): ApplicationValues {
  return {
    account: { username: '', email: '', password: '', confirmPassword: '' },
    profile: { firstName: '', lastName: '', gender: '', nationality: '', countryOfResidence: '', city: '', phone: '', introduction: '' },
    education: { highestDegree: '', major: '', university: '', graduationYear: '', certifications: [] },
    experience: { yearsTeaching: '', currentSchool: '', currentRole: '', onlineExperience: false, summary: '' },
    teaching: { subjects: [], grades: [], languages: [], approach: '' },
    availability: { timeZone, hoursPerWeek: '', weekdays: [], dayParts: [], startDate: '' },
    documents: { cv: null, certificates: [] },
  };
}

const orUndefined = (value: number | '') => (value === '' ? undefined : value);

/** One step's answers as the shared schema reads them (blank numbers are missing, not zero). */
function answersOf<S extends AnswerStep>(step: S, values: TeacherAnswerValues): unknown {
  switch (step) {
    case 'education':
      return { ...values.education, graduationYear: orUndefined(values.education.graduationYear) };
    case 'experience':
      return { ...values.experience, yearsTeaching: orUndefined(values.experience.yearsTeaching) };
    case 'availability':
      return {
        ...values.availability,
        hoursPerWeek: orUndefined(values.availability.hoursPerWeek),
        startDate: values.availability.startDate || null,
      };
    case 'documents':
      return {
        cvKey: values.documents.cv?.key ?? '',
        certificateKeys: values.documents.certificates.map((file) => file.key),
      };
    default:
      return values[step];
  }
}

const documentPathOf = (path: string) => path.replace(/^cvKey/, 'cv').replace(/^certificateKeys/, 'certificates');

/** The errors of one step, keyed by the form's paths, in the visitor's language. */
export function stepErrors(step: WizardStep, values: ApplicationValues, t: TFunction): FieldErrors {
  if (step === 'review') return {};
  if (step === 'account') return validateWithSchema(registerForm, values.account, t, { prefix: 'account.' });
  if (step === 'documents' && !values.documents.cv) return { 'documents.cv': t('teacher.documents.cvRequired') };
  return validateWithSchema(teacherApplicationSteps[step], answersOf(step, values), t, {
    prefix: `${step}.`,
    pathOf: step === 'documents' ? documentPathOf : undefined,
  });
}

/** The answers of every step, as `sso/teacherProfile` takes them. */
export function teacherProfileBodyOf(values: TeacherAnswerValues): TeacherProfileBody {
  return Object.fromEntries(ANSWER_STEPS.map((step) => [step, answersOf(step, values)])) as TeacherProfileBody;
}

/** The whole application, as `sso/registerForeign` takes it. */
export function registerForeignBodyOf(values: ApplicationValues): RegisterForeignBody {
  return { account: values.account, ...teacherProfileBodyOf(values) };
}

/** A saved profile back into the form. */
export function valuesOfProfile(profile: TeacherProfileDto): ApplicationValues {
  return {
    account: emptyApplication().account,
    profile: profile.profile,
    education: profile.education,
    experience: profile.experience,
    teaching: profile.teaching,
    availability: { ...profile.availability, startDate: profile.availability.startDate ?? '' },
    documents: { cv: profile.documents.cv, certificates: profile.documents.certificates },
  };
}

/** A taken username or e-mail (409) names its field without the step it sits in. */
const ACCOUNT_FIELDS = new Set(['username', 'email']);

/** The server's refusals on the form's paths ("account.username", "documents.cv"). */
export function serverErrorsOf(error: unknown): FieldErrors {
  return serverFieldErrors(error, (field) => {
    if (ACCOUNT_FIELDS.has(field)) return `account.${field}`;
    if (field === 'documents') return 'documents.cv';
    return field.startsWith('documents.') ? `documents.${documentPathOf(field.slice(10))}` : field;
  });
}

/** The first wizard step that holds one of these errors. */
export function firstStepWithError(errors: FieldErrors): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => Object.keys(errors).some((path) => path.startsWith(`${step}.`)));
}
