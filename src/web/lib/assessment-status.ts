import { AssessmentStatus, type AssessmentStatusCode } from '../../shared/api/assessments.ts';

/** The catalogue key (`assessments.status.*`) and badge colour of each assessment status (D13). */
export const ASSESSMENT_STATUS_KEYS = {
  [AssessmentStatus.Registered]: 'registered',
  [AssessmentStatus.InfoInitialised]: 'infoInitialised',
  [AssessmentStatus.ToBeAssessed]: 'toBeAssessed',
  [AssessmentStatus.ReportToSend]: 'reportToSend',
  [AssessmentStatus.ReportSent]: 'reportSent',
  [AssessmentStatus.Abnormal]: 'abnormal',
} as const satisfies Record<AssessmentStatusCode, string>;

export const ASSESSMENT_STATUS_COLORS: Record<AssessmentStatusCode, string> = {
  [AssessmentStatus.Registered]: 'gray',
  [AssessmentStatus.InfoInitialised]: 'cyan',
  [AssessmentStatus.ToBeAssessed]: 'navy',
  [AssessmentStatus.ReportToSend]: 'violet',
  [AssessmentStatus.ReportSent]: 'teal',
  [AssessmentStatus.Abnormal]: 'orange',
};
