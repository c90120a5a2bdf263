import type { DAY_PARTS, WEEKDAYS } from '../../../shared/api/accounts.ts';
import { RequirementLimit, type CreateRequirementBody, type InstructionLanguage } from '../../../shared/api/requirements.ts';

/** A file uploaded for the questionnaire, sent with it by its key. */
export interface PendingFile {
  key: string;
  name: string;
  size: number;
}

type Weekday = (typeof WEEKDAYS)[number];
type DayPart = (typeof DAY_PARTS)[number];

export interface InspireValues {
  childId: string | null;
  subjectArea: string | null;
  goals: string;
  currentLevel: string;
  competitionResults: string;
  hours: number | string;
  students: '1' | '2';
  preferredDays: Weekday[];
  preferredTimes: DayPart[];
  timeZone: string;
  language: InstructionLanguage;
  files: PendingFile[];
}

export const emptyInspireValues = (timeZone: string): InspireValues => ({
  childId: null,
  subjectArea: null,
  goals: '',
  currentLevel: '',
  competitionResults: '',
  hours: 40,
  students: '1',
  preferredDays: [],
  preferredTimes: [],
  timeZone,
  language: 'en',
  files: [],
});

/** The message key (`requirements.validation.*`) of each field in error, by the form's paths. */
export function inspireErrors(values: InspireValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const hours = Number(values.hours);
  if (!values.childId) errors.childId = 'pickChild';
  if (!values.subjectArea) errors.subjectArea = 'pickSubject';
  if (!values.goals.trim()) errors.goals = 'required';
  if (!values.currentLevel.trim()) errors.currentLevel = 'required';
  if (values.hours === '' || !Number.isInteger(hours) || hours < RequirementLimit.minHours || hours > RequirementLimit.maxHours) errors.hours = 'hours';
  if (values.preferredDays.length === 0) errors.preferredDays = 'pickDays';
  if (values.preferredTimes.length === 0) errors.preferredTimes = 'pickTimes';
  return errors;
}

/** The request of a checked form. */
export function requirementBodyOf(values: InspireValues): CreateRequirementBody {
  return {
    childId: Number(values.childId),
    questionnaire: {
      subjectArea: values.subjectArea ?? '',
      goals: values.goals.trim(),
      currentLevel: values.currentLevel.trim(),
      competitionResults: values.competitionResults.trim(),
      hours: Number(values.hours),
      students: Number(values.students),
      preferredDays: values.preferredDays,
      preferredTimes: values.preferredTimes,
      timeZone: values.timeZone,
      language: values.language,
    },
    fileKeys: values.files.map((file) => file.key),
  };
}

/** The server names questionnaire fields by their place in the body; the form keeps them flat. */
export const formPathOf = (field: string) => field.replace(/^questionnaire\./, '');
