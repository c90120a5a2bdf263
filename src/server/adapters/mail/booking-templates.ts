import type { Language } from '../../../shared/language.ts';
import { timeForReader, type ReaderZones } from './consulting-templates.ts';
import { compose, greetingFor, type MailContent } from './templates.ts';

/** One class as a family's mail names it: the course, the class and when, in the academy's zone. */
export interface ClassInMail {
  course: string;
  className: string;
  startAt: Date;
}

/** A sentence ending in a name such as "Owen J." takes no second full stop. */
const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const classLine = (item: ClassInMail, zones: ReaderZones, language: Language) =>
  language === 'cn'
    ? `${item.course} · ${item.className}：${timeForReader(item.startAt, zones, language)}`
    : `${item.course}, ${item.className}: ${timeForReader(item.startAt, zones, language)}`;

/** Sent when a parent books classes (D23). */
export function classesBookedMail(
  params: { name: string; childName: string; classes: ClassInMail[]; full?: ClassInMail[]; zones: ReaderZones; cancelHours: number },
  language: Language,
): MailContent {
  const lines = params.classes.map((item) => classLine(item, params.zones, language));
  const fullLines = (params.full ?? []).map((item) => classLine(item, params.zones, language));
  if (language === 'cn') {
    const subject = lines.length > 0 ? `已为${params.childName}预约 ${params.classes.length} 节课` : `${params.childName}的课节已满`;
    return compose(language, subject, greetingFor(params.name, language), [
      ...(lines.length > 0 ? [`已为${params.childName}预约以下课节：`, ...lines] : []),
      ...(fullLines.length > 0 ? ['以下课节已满，未能预约；对应课时仍保留在您的权益中，可在“权益”中另行预约：', ...fullLines] : []),
      `如需取消，请在上课前 ${params.cancelHours} 小时以前在“我的计划”中操作。`,
    ]);
  }
  const subject =
    lines.length > 0
      ? `${params.classes.length === 1 ? 'A class' : `${params.classes.length} classes`} booked for ${params.childName}`
      : `A class for ${params.childName} was full`;
  return compose(language, subject, greetingFor(params.name, language), [
    ...(lines.length > 0 ? [`These classes are booked for ${params.childName}:`, ...lines] : []),
    ...(fullLines.length > 0
      ? ['These classes were full, so they could not be booked; their sessions stay on your entitlement, to book under Entitlements:', ...fullLines]
      : []),
    `You can cancel a class in "My plan" up to ${params.cancelHours} hours before it begins.`,
  ]);
}

/** Sent when a parent cancels a booking (D23). */
export function bookingCancelledMail(params: { name: string; childName: string; item: ClassInMail; zones: ReaderZones }, language: Language): MailContent {
  const line = classLine(params.item, params.zones, language);
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

/** Sent a day and an hour before a booked class (D29); the hour's reminder carries the classroom link. */
export function classReminderMail(
  params: { name: string; childName: string; item: ClassInMail; zones: ReaderZones; hoursAhead: number; joinUrl: string | null },
  language: Language,
): MailContent {
  const line = classLine(params.item, params.zones, language);
  if (language === 'cn') {
    return compose(language, params.hoursAhead <= 1 ? `${params.childName}的课 1 小时后开始` : `提醒：${params.childName}明天有课`, greetingFor(params.name, language), [
      `${params.childName}的课节即将开始：${line}。`,
      params.joinUrl ? `上课链接：${params.joinUrl}` : '上课链接会在开课前显示在“我的计划”中。',
    ]);
  }
  return compose(language, params.hoursAhead <= 1 ? `${params.childName}'s class begins in an hour` : `Reminder: ${params.childName} has a class tomorrow`, greetingFor(params.name, language), [
    `${params.childName}'s class is coming up: ${line}.`,
    params.joinUrl ? `Join the classroom: ${params.joinUrl}` : 'The classroom link shows in "My plan" shortly before the class.',
  ]);
}

/** Sent when staff move a class a child is booked in. */
export function classMovedMail(params: { name: string; childName: string; item: ClassInMail; previousStart: Date; zones: ReaderZones }, language: Language): MailContent {
  const line = classLine(params.item, params.zones, language);
  const before = timeForReader(params.previousStart, params.zones, language);
  if (language === 'cn') {
    return compose(language, `${params.childName}的一节课改期了`, greetingFor(params.name, language), [
      `原定于 ${before} 的课节已改到：${line}。`,
      '预约保持不变；如新时间不便，可在上课前于“我的计划”中取消。',
    ]);
  }
  return compose(language, `A class of ${params.childName}'s has moved`, greetingFor(params.name, language), [
    `The class booked for ${before} now takes place at: ${line}.`,
    'The booking stands; if the new time does not suit, you can cancel it in "My plan" before the class.',
  ]);
}

/** Sent when staff give a class another teacher: to each booked family, and to both teachers. */
export function teacherChangedMail(
  params: { name: string; item: ClassInMail; zones: ReaderZones; teacher: string | null; audience: 'family' | 'newTeacher' | 'oldTeacher'; childName?: string },
  language: Language,
): MailContent {
  const line = classLine(params.item, params.zones, language);
  if (language === 'cn') {
    const teacher = params.teacher ?? '待定';
    const paragraphs =
      params.audience === 'family'
        ? [`${params.childName ?? ''}预约的课节：${line}，现由 ${teacher} 授课。`, '预约保持不变。']
        : params.audience === 'newTeacher'
          ? [`学院已安排您教授这节课：${line}。`, '花名册和上课链接见“我的课程”。']
          : [`这节课已改由其他老师授课：${line}。`, '它已不在您的“我的课程”中。'];
    return compose(language, params.audience === 'family' ? `${params.childName ?? ''}的一节课更换了老师` : '课节的授课老师有变动', greetingFor(params.name, language), paragraphs);
  }
  const teacher = params.teacher ?? 'a teacher still to be named';
  const paragraphs =
    params.audience === 'family'
      ? [endSentence(`The class ${params.childName ?? ''} is booked in, ${line}, is now taught by ${teacher}`), 'The booking stands.']
      : params.audience === 'newTeacher'
        ? [`The academy has asked you to teach this class: ${line}.`, 'Its roster and classroom link are under "My classes".']
        : [`This class is now taught by another teacher: ${line}.`, 'It has left your "My classes".'];
  return compose(
    language,
    params.audience === 'family' ? `A class of ${params.childName ?? ''}'s has a new teacher` : 'A change of teacher for a class',
    greetingFor(params.name, language),
    paragraphs,
  );
}

/**
 * Sent when the teachers a course's page lists change: to each family booked ahead in its classes
 * that have no teacher of their own, and to the teachers it gains or loses.
 */
export function courseTeachersChangedMail(
  params: { name: string; course: string; teachers: string[]; audience: 'family' | 'newTeacher' | 'oldTeacher'; childName?: string },
  language: Language,
): MailContent {
  if (language === 'cn') {
    const teachers = params.teachers.length > 0 ? params.teachers.join('、') : '待定的老师';
    const paragraphs =
      params.audience === 'family'
        ? [`${params.childName ?? ''}已预约的“${params.course}”课节，今后由 ${teachers} 授课。`, '预约保持不变。']
        : params.audience === 'newTeacher'
          ? [`学院已安排您教授“${params.course}”。`, '它的课节、花名册和上课链接见“我的课程”。']
          : [`“${params.course}”已改由其他老师授课。`, '它的课节已不在您的“我的课程”中。'];
    return compose(language, params.audience === 'family' ? `${params.childName ?? ''}的课程更换了老师` : '课程的授课老师有变动', greetingFor(params.name, language), paragraphs);
  }
  const teachers = params.teachers.length > 0 ? new Intl.ListFormat('en', { type: 'conjunction' }).format(params.teachers) : 'a teacher still to be named';
  const paragraphs =
    params.audience === 'family'
      ? [endSentence(`The classes of ${params.course} that ${params.childName ?? ''} is booked in are now taught by ${teachers}`), 'The bookings stand.']
      : params.audience === 'newTeacher'
        ? [`The academy has asked you to teach ${params.course}.`, 'Its classes, rosters and classroom links are under "My classes".']
        : [`${params.course} is now taught by another teacher.`, 'Its classes have left your "My classes".'];
  return compose(
    language,
    params.audience === 'family' ? `${params.childName ?? ''}'s course has a new teacher` : 'A change of teacher for a course',
    greetingFor(params.name, language),
    paragraphs,
  );
}

/** Sent to each family booked in a class when its teacher leaves a note or homework there. */
export function classNoteMail(
  params: { name: string; childName: string; item: ClassInMail; zones: ReaderZones; kind: 'note' | 'homework'; text: string },
  language: Language,
): MailContent {
  const line = classLine(params.item, params.zones, language);
  if (language === 'cn') {
    const what = params.kind === 'homework' ? '作业' : '课堂笔记';
    return compose(language, `${params.childName}的课有新的${what}`, greetingFor(params.name, language), [
      `老师为这节课留了${what}：${line}。`,
      params.text,
      '附件和全文见“我的计划”中的这节课。',
    ]);
  }
  const what = params.kind === 'homework' ? 'homework' : 'a class note';
  return compose(language, params.kind === 'homework' ? `Homework for ${params.childName}` : `A class note for ${params.childName}`, greetingFor(params.name, language), [
    `The teacher left ${what} on this class: ${line}.`,
    params.text,
    'Its files and the whole text are on that class in "My plan".',
  ]);
}
