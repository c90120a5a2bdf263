import { presentAssignee } from './case-work-presenter.ts';
import { fileUrlOf } from '../../shared/api/accounts.ts';
import {
  ALL_REQUIREMENTS,
  filesEditableIn,
  legalStaffRequirementSteps,
  REQUIREMENT_STATUSES,
  REQUIREMENT_STEPS,
  RequirementStatus,
  teacherDisplayName,
  type AdminRequirementDetail,
  type AdminRequirementList,
  type AdminRequirementSummary,
  type ConsultantCard,
  type FormedProgramme,
  type MeetingTimes,
  type RequirementAction,
  type RequirementCounts,
  type RequirementDetail,
  type RequirementFileDto,
  type RequirementList,
  type RequirementStatusCode,
  type RequirementSummary,
  type TeacherCard,
} from '../../shared/api/requirements.ts';
import type { Language } from '../../shared/language.ts';
import type { AdviserRow } from '../db/repositories/adviser-repository.ts';
import type { ProductRow } from '../db/repositories/product-repository.ts';
import type { RequirementFileRecord } from '../db/repositories/requirement-file-repository.ts';
import type { RequirementRow, RequirementWithParent, TeacherRow } from '../db/repositories/requirement-repository.ts';
import type { SubjectNames } from '../domain/consulting/subjects.ts';
import type { RequirementDetailRecord, RequirementPage } from '../domain/requirements/requirement-reads.ts';
import { presentSubject } from './assessment-presenter.ts';
import { presentCaseHistory } from './case-history-presenter.ts';
import { textOf } from '../../shared/localised-text.ts';

export function presentRequirementSummary(row: RequirementRow, subjects: SubjectNames, language: Language): RequirementSummary {
  return {
    id: row.id,
    childId: row.childId,
    childName: row.childName,
    status: row.status as RequirementStatusCode,
    subjectArea: presentSubject(row.questionnaire.subjectArea, subjects, language),
    hours: row.questionnaire.hours,
    students: row.questionnaire.students,
    meetingAt: row.meetingAt?.toISOString() ?? null,
    closedReason: row.closedReason,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** Every tab of spec §4 with its count; -1 is all of them. */
function presentCounts(counts: Map<number, number>): RequirementCounts {
  const entries = REQUIREMENT_STATUSES.map((status) => [`${status}`, counts.get(status) ?? 0] as const);
  const all = entries.reduce((sum, [, count]) => sum + count, 0);
  return Object.fromEntries([[`${ALL_REQUIREMENTS}`, all], ...entries]) as RequirementCounts;
}

export function presentRequirementPage(page: RequirementPage, language: Language): RequirementList {
  return {
    total: page.total,
    list: page.rows.map((row) => presentRequirementSummary(row, page.subjects, language)),
    counts: presentCounts(page.counts ?? new Map()),
  };
}

/** What a family sees of their consultant: the adviser card, and where they work from. */
function presentConsultant(adviser: AdviserRow, language: Language): ConsultantCard {
  return {
    name: textOf(adviser, 'name', language),
    title: textOf(adviser, 'title', language),
    photo: adviser.photo,
    email: adviser.email,
    phone: adviser.phone,
    timeZone: adviser.timeZone,
  };
}

/** A foreign teacher as families meet them: first name and initial, never the application's contact details. */
function presentTeacher(teacher: TeacherRow): TeacherCard {
  return {
    name: teacherDisplayName(teacher.profile),
    photo: teacher.icon,
    introduction: teacher.profile.introduction,
    subjects: teacher.teaching.subjects,
    languages: teacher.teaching.languages,
    timeZone: teacher.availability.timeZone,
  };
}

function presentMeeting(record: RequirementDetailRecord): MeetingTimes | null {
  const { requirement, consultant, teacher } = record;
  if (!requirement.meetingAt) return null;
  const zones: MeetingTimes['zones'] = [{ role: 'family', timeZone: requirement.questionnaire.timeZone }];
  if (consultant) zones.push({ role: 'consultant', timeZone: consultant.timeZone });
  if (teacher) zones.push({ role: 'teacher', timeZone: teacher.availability.timeZone });
  return { at: requirement.meetingAt.toISOString(), url: requirement.meetingUrl, zones };
}

function presentProgramme(product: ProductRow, record: RequirementDetailRecord, language: Language): FormedProgramme {
  return {
    productId: product.id,
    name: textOf(product, 'name', language),
    hours: product.totalClassHours,
    students: record.requirement.questionnaire.students,
    price: product.promotionPrice ?? product.price,
    currency: product.currency,
    teacherName: record.teacher ? presentTeacher(record.teacher).name : '',
    startDate: product.equityDateStart,
    endDate: product.equityDateEnd,
    outline: textOf(product, 'description', language),
  };
}

function actionsOf(record: RequirementDetailRecord): RequirementAction[] {
  const status = record.requirement.status as RequirementStatusCode;
  const actions: RequirementAction[] = [];
  if (record.product?.published && status === RequirementStatus.ProductFormed) actions.push('buy');
  if (filesEditableIn(status)) actions.push('editFiles');
  if ((REQUIREMENT_STEPS.withdraw.from as readonly number[]).includes(status)) actions.push('withdraw');
  return actions;
}

export function presentRequirementDetail(record: RequirementDetailRecord, language: Language): RequirementDetail {
  const { requirement, product } = record;
  return {
    ...presentRequirementSummary(requirement, record.subjects, language),
    questionnaire: requirement.questionnaire,
    history: record.history.map((row) => presentCaseHistory<RequirementStatusCode>(row)),
    consultant: record.consultant && presentConsultant(record.consultant, language),
    proposedConsultant: !record.consultant && record.familyAdviser ? presentConsultant(record.familyAdviser, language) : null,
    teacher: record.teacher && presentTeacher(record.teacher),
    meeting: presentMeeting(record),
    product: product && requirement.status >= RequirementStatus.ProductFormed ? presentProgramme(product, record, language) : null,
    orderId: requirement.orderId,
    fileCount: record.fileCount,
    allowedActions: actionsOf(record),
  };
}

export function presentRequirementFile(file: RequirementFileRecord): RequirementFileDto {
  return { id: file.id, name: file.originalName, size: file.size, mime: file.mime, createTime: file.createdAt.toISOString(), url: fileUrlOf(file.key) };
}

// ---- staff ------------------------------------------------------------------------------------------

const parentOf = (row: RequirementWithParent) => ({ memberId: row.memberId, parentName: row.parentName, parentEmail: row.parentEmail });

function presentAdminSummary(row: RequirementWithParent, subjects: SubjectNames, language: Language): AdminRequirementSummary {
  const consultantName = (language === 'cn' ? row.consultantNameZh || row.consultantNameEn : row.consultantNameEn || row.consultantNameZh) ?? '';
  return { ...presentRequirementSummary(row, subjects, language), ...parentOf(row), consultantName, assignee: presentAssignee(row.assigneeId, row.assigneeName) };
}

export function presentAdminRequirementPage(page: RequirementPage, language: Language): AdminRequirementList {
  return { total: page.total, list: page.rows.map((row) => presentAdminSummary(row, page.subjects, language)) };
}

export function presentAdminRequirementDetail(record: RequirementDetailRecord, files: RequirementFileRecord[], language: Language): AdminRequirementDetail {
  return {
    ...presentRequirementDetail(record, language),
    ...parentOf(record.requirement),
    files: files.map(presentRequirementFile),
    allowedSteps: legalStaffRequirementSteps(record.requirement.status as RequirementStatusCode),
  };
}
