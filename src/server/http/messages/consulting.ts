import type { Language } from '../../../shared/language.ts';
import { PROGRAMME_NAMES } from '../../../shared/programmes.ts';

/**
 * Messages of assessments and Inspire requirements (issue 9). The message codes of the shared
 * schemas (src/shared/api/assessments.ts, requirements.ts) are here too.
 */
export const consultingMessages = {
  // fields
  pickAssessmentSubjects: { en: 'Please pick 2 to 4 different subjects', cn: '请选择 2 至 4 个不同的科目' },
  unknownSubject: { en: 'Please pick subjects from the list', cn: '请从列表中选择科目' },
  pickPreferredSlots: { en: 'Please pick three preferred times', cn: '请选择三个期望时间' },
  slotsDistinct: { en: 'Please pick three different times', cn: '请选择三个不同的时间' },
  slotOutOfRange: { en: 'Each preferred time must lie in the coming 21 days', cn: '每个期望时间都须在未来 21 天之内' },
  instantInvalid: { en: 'Please enter a valid date and time', cn: '请输入有效的日期和时间' },
  instantInPast: { en: 'This time has already passed', cn: '该时间已经过去' },
  meetingUrlInvalid: { en: 'Please enter a meeting link that starts with https://', cn: '请输入以 https:// 开头的会议链接' },
  inspireHoursRange: { en: 'An Inspire programme has 20 to 64 hours', cn: `${PROGRAMME_NAMES.inspire.cn}课程时长为 20 至 64 小时` },
  inspireStudentsRange: { en: 'An Inspire programme is for 1 or 2 students', cn: `${PROGRAMME_NAMES.inspire.cn}课程为 1 至 2 名学生` },
  pickPreferredDays: { en: 'Please pick at least one day', cn: '请至少选择一天' },
  pickPreferredTimes: { en: 'Please pick at least one time of day', cn: '请至少选择一个时段' },
  tooManyRequirementFiles: { en: 'A requirement holds at most 10 files', cn: '每个需求最多上传 10 个文件' },
  requirementFileInvalid: { en: 'This file could not be attached, please upload it again', cn: '该文件无法添加，请重新上传' },
  reportFileInvalid: { en: 'Please upload the report file again', cn: '请重新上传报告文件' },
  priceInvalid: { en: 'Please enter a price of at least 1.00', cn: '请输入不低于 1.00 的价格' },
  dateRangeInvalid: { en: 'The end date must not be before the start date', cn: '结束日期不能早于开始日期' },
  programmeForAnotherChild: {
    en: 'This programme was formed for {{childName}}: please choose that child',
    cn: '该课程是为 {{childName}} 定制的，请选择该学生',
  },
  // assessments
  assessmentNotFound: { en: 'This assessment was not found', cn: '未找到该测评' },
  assessmentAlreadyOpen: {
    en: 'This child already has an assessment under way; you can follow it in your User Center',
    cn: '该学生已有进行中的测评，您可以在个人中心查看',
  },
  tooManyAssessments: {
    en: 'Too many assessments booked, please try again in {{minutes}} minutes',
    cn: '测评预约过于频繁，请 {{minutes}} 分钟后再试',
  },
  assessmentStepNotAllowed: {
    en: 'This step is not possible while the assessment is in its present status',
    cn: '测评当前状态下不能执行此操作',
  },
  assessmentBooked: { en: 'Your assessment is booked', cn: '测评预约成功' },
  reportNotAvailable: { en: 'The report is not available yet', cn: '报告尚未发送' },
  // requirements
  requirementNotFound: { en: 'This requirement was not found', cn: '未找到该需求' },
  requirementStepNotAllowed: {
    en: 'This step is not possible while the requirement is in its present status',
    cn: '需求当前状态下不能执行此操作',
  },
  requirementSubmitted: { en: 'Your requirement was submitted', cn: '需求提交成功' },
  tooManyOpenRequirements: {
    en: 'This child already has {{max}} requirements under way; you can follow them in your User Center',
    cn: '该学生已有 {{max}} 个进行中的需求，您可以在个人中心查看',
  },
  tooManyRequirements: {
    en: 'Too many requirements submitted, please try again in {{minutes}} minutes',
    cn: '需求提交过于频繁，请 {{minutes}} 分钟后再试',
  },
  requirementWithdrawn: { en: 'Your requirement was withdrawn', cn: '需求已撤回' },
  requirementFilesLocked: {
    en: 'Files can no longer be changed: the programme has been formed or the requirement is closed',
    cn: '课程方案已形成或需求已关闭，文件不能再修改',
  },
  requirementFileNotFound: { en: 'This file was not found', cn: '未找到该文件' },
  requirementFileAdded: { en: 'The file was added', cn: '文件已添加' },
  requirementFileRemoved: { en: 'The file was removed', cn: '文件已移除' },
  consultantNotFound: { en: 'This consultant was not found', cn: '未找到该顾问' },
  teacherNotApproved: {
    en: 'This teacher is not among the approved teacher applications',
    cn: '该教师不在已通过的教师申请中',
  },
  programmeAlreadyOrdered: {
    en: 'This programme has already been ordered; you can follow the order under My orders',
    cn: '该课程已下单，您可以在“我的订单”中查看',
  },
} satisfies Record<string, Record<Language, string>>;
