import { RequirementStatus, type RequirementStatusCode } from '../../shared/api/requirements.ts';

/** The catalogue key (`requirements.status.*`) and badge colour of each requirement status (spec §4). */
export const REQUIREMENT_STATUS_KEYS = {
  [RequirementStatus.Pending]: 'pending',
  [RequirementStatus.ConsultantMatched]: 'consultantMatched',
  [RequirementStatus.ConsultantCommunicated]: 'consultantCommunicated',
  [RequirementStatus.TeacherMatched]: 'teacherMatched',
  [RequirementStatus.MeetingPending]: 'meetingPending',
  [RequirementStatus.MeetingHeld]: 'meetingHeld',
  [RequirementStatus.CommunicationDone]: 'communicationDone',
  [RequirementStatus.ProductFormed]: 'productFormed',
  [RequirementStatus.ConvertedToOrder]: 'convertedToOrder',
  [RequirementStatus.Closed]: 'closed',
} as const satisfies Record<RequirementStatusCode, string>;

export const REQUIREMENT_STATUS_COLORS: Record<RequirementStatusCode, string> = {
  [RequirementStatus.Pending]: 'gray',
  [RequirementStatus.ConsultantMatched]: 'cyan',
  [RequirementStatus.ConsultantCommunicated]: 'cyan',
  [RequirementStatus.TeacherMatched]: 'navy',
  [RequirementStatus.MeetingPending]: 'violet',
  [RequirementStatus.MeetingHeld]: 'violet',
  [RequirementStatus.CommunicationDone]: 'navy',
  [RequirementStatus.ProductFormed]: 'orange',
  [RequirementStatus.ConvertedToOrder]: 'teal',
  [RequirementStatus.Closed]: 'gray',
};
