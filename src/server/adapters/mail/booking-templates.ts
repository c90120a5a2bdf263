import type { Language } from '../../../shared/language.ts';
import { timeInZone } from './consulting-templates.ts';
import { compose, greetingFor, type MailContent } from './templates.ts';

/** One class as a family's mail names it: the course, the class and when, in the academy's zone. */
export interface ClassInMail {
  course: string;
  className: string;
  startAt: Date;
}

const classLine = (item: ClassInMail, timeZone: string, language: Language) =>
  language === 'cn'
    ? `${item.course} · ${item.className}：${timeInZone(item.startAt, timeZone, language)}`
    : `${item.course}, ${item.className}: ${timeInZone(item.startAt, timeZone, language)}`;

/** Sent when a parent books classes (D23). */
export function classesBookedMail(
  params: { name: string; childName: string; classes: ClassInMail[]; timeZone: string; cancelHours: number },
  language: Language,
): MailContent {
  const lines = params.classes.map((item) => classLine(item, params.timeZone, language));
  if (language === 'cn') {
    return compose(language, `已为${params.childName}预约 ${params.classes.length} 节课`, greetingFor(params.name, language), [
      `已为${params.childName}预约以下课节：`,
      ...lines,
      `如需取消，请在上课前 ${params.cancelHours} 小时以前在“我的计划”中操作。`,
    ]);
  }
  return compose(language, `${params.classes.length === 1 ? 'A class' : `${params.classes.length} classes`} booked for ${params.childName}`, greetingFor(params.name, language), [
    `These classes are booked for ${params.childName}:`,
    ...lines,
    `You can cancel a class in "My plan" up to ${params.cancelHours} hours before it begins.`,
  ]);
}

/** Sent when a parent cancels a booking (D23). */
export function bookingCancelledMail(params: { name: string; childName: string; item: ClassInMail; timeZone: string }, language: Language): MailContent {
  const line = classLine(params.item, params.timeZone, language);
  if (language === 'cn') {
    return compose(language, `已取消${params.childName}的一节课`, greetingFor(params.name, language), [
      `已取消${params.childName}的课节：${line}。`,
      '该课时已退回您的权益，可另行预约。',
    ]);
  }
  return compose(language, `A class of ${params.childName}'s was cancelled`, greetingFor(params.name, language), [
    `The booking of ${params.childName} for ${line} was cancelled.`,
    'Its session is back in your entitlement, to book again.',
  ]);
}
