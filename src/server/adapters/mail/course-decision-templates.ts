import type { Language } from '../../../shared/language.ts';
import { compose, greetingFor, type MailContent } from './templates.ts';

/** Sent when staff run a course below its minimum after all (D31). */
export function courseConfirmedMail(params: { name: string; childName: string; productName: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `“${params.productName}”确认开班`, greetingFor(params.name, language), [
      `“${params.productName}”已确认按计划开班，${params.childName}的课程照常进行。`,
      '课表与上课链接可在“我的课表”中查看。',
    ]);
  }
  return compose(language, `"${params.productName}" is confirmed`, greetingFor(params.name, language), [
    `"${params.productName}" will run as planned, and ${params.childName}'s classes go ahead.`,
    'The timetable and the class links are under My plan.',
  ]);
}

/** Sent when staff cancel a course that did not fill before its first class (D31). */
export function courseCancelledMail(params: { name: string; childName: string; productName: string; paid: boolean }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `“${params.productName}”未能开班，已取消`, greetingFor(params.name, language), [
      `很抱歉，“${params.productName}”在开课前未达到最少人数，已经取消。`,
      params.paid
        ? `${params.childName}的课程权益和预约已随之结束，学费将全额退还；退款完成后我们会另行通知。`
        : `${params.childName}的未付款订单已关闭，无需付款。`,
      '欢迎浏览其他课程，或联系我们为您推荐合适的班级。',
    ]);
  }
  return compose(language, `"${params.productName}" is cancelled`, greetingFor(params.name, language), [
    `We are sorry: "${params.productName}" did not reach its minimum class size before it began, so it is cancelled.`,
    params.paid
      ? `${params.childName}'s entitlement and bookings have ended, and the tuition is refunded in full; we write again when the refund is complete.`
      : `${params.childName}'s unpaid order is closed; nothing is due.`,
    'Other courses are open, and we are glad to suggest one.',
  ]);
}
