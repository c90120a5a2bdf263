import type { Language } from '../../../shared/language.ts';

/**
 * Messages of what a family does after paying (issue 8): booking classes, the plan, attendance,
 * records and feedback, with the message codes of their shared schemas and the timeline events
 * they write on the order (`order_history.event`).
 */
export const journeyMessages = {
  // booking
  pickClasses: { en: 'Please pick between 1 and 50 classes', cn: '请选择 1 至 50 节课' },
  classesRepeated: { en: 'A class was picked twice', cn: '有课节被重复选择' },
  classNotFound: { en: 'This class was not found for this course', cn: '未找到该课程的这节课' },
  bookingNotFound: { en: 'This booking was not found', cn: '未找到该预约' },
  entitlementNotActive: {
    en: 'This entitlement is not active yet: classes can be booked from its first day',
    cn: '该权益尚未激活，开课日起即可预约',
  },
  entitlementExpired: { en: 'This entitlement has expired', cn: '该权益已过期' },
  entitlementRefunded: { en: 'This course was refunded, so its classes can no longer be booked', cn: '该课程已退款，无法再预约课节' },
  entitlementNotBookable: { en: 'Hours of this programme are arranged by your adviser, not booked here', cn: '该项目的课时由顾问安排，无需在此预约' },
  childMissing: { en: 'The child of this order was removed, so no class can be booked', cn: '该订单的学员已被删除，无法预约' },
  notEnoughSessions: { en: 'Only {{left}} sessions are left to book', cn: '仅剩 {{left}} 节可预约' },
  classFull: { en: 'This class is full', cn: '该课已满员' },
  classCancelled: { en: 'This class was cancelled', cn: '该课已取消' },
  classStarted: { en: 'This class has already begun', cn: '该课已开始' },
  classOutsideEntitlement: { en: 'This class is outside the dates of the entitlement', cn: '该课不在权益有效期内' },
  classAlreadyBooked: { en: 'This child already has a seat in this class', cn: '该学员已预约这节课' },
  bookingNotCancellable: { en: 'Only a booked class can be cancelled', cn: '只能取消已预约的课' },
  bookingCancelWindowClosed: {
    en: 'A class can be cancelled up to {{hours}} hours before it starts',
    cn: '课程开始前 {{hours}} 小时以内不能取消',
  },
  classesBooked: { en: 'Classes booked', cn: '预约成功' },
  bookingCancelled: { en: 'Booking cancelled', cn: '已取消预约' },
  calendarFeedRenewed: { en: 'A new calendar address was made; the old one no longer works', cn: '已生成新的日历地址，旧地址已失效' },
  // attendance
  classNotHeldYet: { en: 'Attendance can be marked once the class has begun', cn: '课程开始后才能记录出勤' },
  bookingNotMarkable: { en: 'A cancelled booking has no attendance', cn: '已取消的预约不能记录出勤' },
  attendanceLocked: { en: 'Every session of this entitlement is used: this mark can no longer give one back', cn: '该权益的课时已全部用完，不能再退回课时' },
  attendanceMarked: { en: 'Attendance saved', cn: '出勤已保存' },
  attendanceWindowClosed: {
    en: 'Attendance can be marked up to {{hours}} hours after the class begins: please ask the academy to correct it',
    cn: '出勤只能在课程开始后 {{hours}} 小时内记录，如需更正请联系学院',
  },
  marksRepeated: { en: 'A child was marked twice', cn: '同一名学生被重复标记' },
  classWindowInvalid: { en: 'Please ask for up to 100 days of classes', cn: '每次最多查询 100 天的课程' },
  // teachers (issue 29)
  classNoteTextRequired: { en: 'Please write the note', cn: '请填写内容' },
  classNoteTextTooLong: { en: 'A note can be up to 2,000 characters', cn: '内容最多 2000 字' },
  classNoteSaved: { en: 'Posted: the booked families are told', cn: '已发布，并已通知已预约的家庭' },
  timeZoneSaved: { en: 'Your time zone is saved', cn: '时区已保存' },
  teacherAccountNotFound: { en: 'No teacher account was found by that name', cn: '未找到该老师账号' },
  teacherAlreadyLinked: { en: 'This teacher account is linked to another faculty entry already', cn: '该老师账号已关联其他师资条目' },
  applicationNotApproved: { en: 'A faculty entry can be made from an approved application only', cn: '只有已通过的申请才能创建师资条目' },
  teacherLinked: { en: 'Saved', cn: '已保存' },
  facultyCreatedFromApplication: { en: 'Faculty entry created: finish and publish it', cn: '师资条目已创建，请完善后发布' },
  classTeacherAssigned: { en: 'Teacher saved: the families and teachers are told', cn: '授课老师已保存，并已通知家庭和老师' },
  // records
  titleRequired: { en: 'Please give an English title', cn: '请填写英文标题' },
  recordNotFound: { en: 'This record was not found', cn: '未找到该档案' },
  recordLinkExpired: { en: 'This link has expired: please open the record again', cn: '链接已过期，请重新打开档案' },
  recordFileInvalid: { en: 'Please upload the record’s file again', cn: '请重新上传档案文件' },
  recordAdded: { en: 'Record added', cn: '档案已添加' },
  // feedback
  feedbackTextRequired: { en: 'Please write your feedback', cn: '请填写反馈内容' },
  feedbackTextTooLong: { en: 'Feedback can be up to 2,000 characters', cn: '反馈内容最多 2000 字' },
  feedbackTooManyFiles: { en: 'Attach up to 3 different files', cn: '最多添加 3 个不同的附件' },
  feedbackFilesInvalid: { en: 'Please upload the attachments again', cn: '请重新上传附件' },
  feedbackNotFound: { en: 'This feedback was not found', cn: '未找到该反馈' },
  feedbackLinkExpired: { en: 'This link has expired: please open the attachment again', cn: '链接已过期，请重新打开附件' },
  feedbackClosed: { en: 'This feedback is processed: please send a new one', cn: '该反馈已处理完毕，请提交新的反馈' },
  tooManyOpenFeedback: {
    en: 'You have {{max}} feedback threads awaiting an answer: please add to one of them, or wait for an answer',
    cn: '您已有 {{max}} 条反馈正在处理，请在其中一条中补充，或等待回复',
  },
  tooMuchFeedback: {
    en: 'Too much feedback sent, please try again in {{minutes}} minutes',
    cn: '反馈提交过于频繁，请 {{minutes}} 分钟后再试',
  },
  tooManyFeedbackReplies: {
    en: 'Too many follow-ups sent, please try again in {{minutes}} minutes',
    cn: '补充内容发送过于频繁，请 {{minutes}} 分钟后再试',
  },
  feedbackSent: { en: 'Feedback sent', cn: '反馈已提交' },
  // parent–teacher messages (issue 29)
  teacherThreadNotFound: { en: 'This conversation was not found', cn: '未找到该对话' },
  teacherThreadClosed: { en: 'This conversation is closed: the academy can open it again', cn: '该对话已关闭，如需继续请联系学院' },
  teacherThreadNotAllowed: {
    en: 'You can write only about a child enrolled in the course',
    cn: '只能就已报名该课程的孩子发送消息',
  },
  courseHasNoTeacher: {
    en: 'This course has no teacher on the portal yet: please write to the academy through feedback',
    cn: '该课程暂无可联系的老师，请通过“意见反馈”联系学院',
  },
  tooManyTeacherMessages: {
    en: 'Too many messages sent, please try again in {{minutes}} minutes',
    cn: '消息发送过于频繁，请 {{minutes}} 分钟后再试',
  },
  teacherMessageSent: { en: 'Message sent', cn: '消息已发送' },
  teacherThreadClosedDone: { en: 'Conversation closed', cn: '对话已关闭' },
  teacherThreadReopened: { en: 'Conversation reopened', cn: '对话已重新打开' },
  feedbackAnswered: { en: 'Answer sent', cn: '回复已发送' },
  // progress reports (issue 29)
  progressReportNotFound: { en: 'This progress report was not found', cn: '未找到该学习报告' },
  progressReportNoChildren: { en: 'No child is enrolled in this course yet', cn: '该课程尚无已报名的学员' },
  progressReportAlreadyReleased: {
    en: 'This report has been released to the family and can no longer be changed',
    cn: '该报告已发给家长，不能再修改',
  },
  progressReportNotSubmitted: { en: 'The teacher has not written this report yet', cn: '教师尚未提交该报告' },
  progressReportChanged: { en: 'This report changed meanwhile: please read it again', cn: '该报告刚刚有更新，请重新查看' },
  progressReportsRequested: { en: 'Reports requested from the teachers', cn: '已请教师撰写报告' },
  progressReportSubmitted: { en: 'Report saved: the academy will review it', cn: '报告已提交，学院审阅后发给家长' },
  progressReportReleased: { en: 'Report released to the family', cn: '报告已发给家长' },
  // timeline events (order_history.event); classesBooked and bookingCancelled above are events too
  allSessionsUsed: { en: 'Every session used: the course is completed', cn: '课时已全部用完，课程完成' },
} satisfies Record<string, Record<Language, string>>;
