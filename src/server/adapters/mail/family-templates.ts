import type { Language } from '../../../shared/language.ts';
import { timeForReader, type ReaderZones } from './consulting-templates.ts';
import { compose, greetingFor, type MailContent } from './templates.ts';

/** Sent when staff add an academic record for a child (issue 8). */
export function recordAddedMail(params: { name: string; childName: string; title: string; term: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `${params.childName}有一份新的学习档案`, greetingFor(params.name, language), [
      `我们为${params.childName}添加了学习档案“${params.title}”（${params.term}）。`,
      '请登录后在“学习档案”中查看。',
    ]);
  }
  return compose(language, `A new record for ${params.childName}`, greetingFor(params.name, language), [
    `We added the record "${params.title}" (${params.term}) for ${params.childName}.`,
    'Sign in and open "Records" to read it.',
  ]);
}

/** Sent when a parent books an assessment: staff confirm a time from the slots offered (D13). */
export function assessmentBookedMail(params: { name: string; childName: string; slots: string[] }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `已收到${params.childName}的测评预约`, greetingFor(params.name, language), [
      `我们已收到${params.childName}的测评预约，您提供的时间为：${params.slots.join('；')}。`,
      '顾问确认时间后会再通知您。',
    ]);
  }
  return compose(language, `Assessment booked for ${params.childName}`, greetingFor(params.name, language), [
    `We have the assessment booking for ${params.childName}, with the times you offered: ${params.slots.join('; ')}.`,
    'We will tell you once an adviser has confirmed one of them.',
  ]);
}

/**
 * A message staff wrote to a family (issue 31): their subject and paragraphs as written, signed
 * with the writer's name, greeted and closed in the family's language.
 */
export function staffMessageMail(params: { name: string; subject: string; text: string; author: string }, language: Language): MailContent {
  const paragraphs = params.text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  const signature = language === 'cn' ? `—— ${params.author}` : `— ${params.author}`;
  return compose(language, params.subject, greetingFor(params.name, language), [...paragraphs, signature]);
}

/** Sent when a family asks for its account to be deleted (issue 31): when it happens, and how to stop it. */
export function deletionRequestedMail(params: { name: string; due: Date; zones: ReaderZones }, language: Language): MailContent {
  const due = timeForReader(params.due, params.zones, language);
  if (language === 'cn') {
    return compose(language, `您的账户将于${due}删除`, greetingFor(params.name, language), [
      `我们收到了删除您账户的请求。自${due}起，您的个人资料、孩子信息、档案、反馈和需求将被删除或匿名化；按法律要求，订单和收据会以匿名方式保留。`,
      '在此之前，您可以登录后在“账户设置”中撤回请求，也可以先下载家庭数据。如果这不是您本人的操作，请立即登录并撤回，然后修改密码。',
    ]);
  }
  return compose(language, `Your account will be deleted on ${due}`, greetingFor(params.name, language), [
    `We have your request to delete your account. From ${due}, your profile, children, records, feedback and requests will be erased or anonymised; orders and receipts are kept without your name, as the law requires.`,
    'Until then you can withdraw the request under "Account settings", and download your family’s data first. If you did not ask for this, sign in now, withdraw it and change your password.',
  ]);
}

/** Sent when a deletion is withdrawn: by the family, by staff, or because something was still open when it was due. */
export function deletionWithdrawnMail(params: { name: string; stillOpen: boolean }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, '您的账户不会被删除', greetingFor(params.name, language), [
      params.stillOpen
        ? '到删除日期时，您的账户仍有未完成的订单、即将上的课或候补名额，因此我们没有删除账户。完成或取消这些事项后，您可以再次申请删除。'
        : '删除账户的请求已撤回，您的账户和数据保持不变。',
    ]);
  }
  return compose(language, 'Your account will not be deleted', greetingFor(params.name, language), [
    params.stillOpen
      ? 'When the deletion was due, your account still had an open order, a class ahead or a waitlist place, so we did not delete it. Once they are finished or cancelled, you can ask again.'
      : 'The request to delete your account was withdrawn: your account and its data stay as they were.',
  ]);
}

/**
 * A message in a parent–teacher thread (issue 29): who wrote, about which child and course, and
 * the message itself, so that a reader on the move need not sign in to read it.
 */
export function teacherMessageMail(params: { name: string; author: string; childName: string; courseName: string; text: string }, language: Language): MailContent {
  const paragraphs = params.text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  if (language === 'cn') {
    return compose(language, `${params.author}发来关于${params.childName}的消息`, greetingFor(params.name, language), [
      `${params.author}在“${params.courseName}”的对话中写道：`,
      ...paragraphs,
      '请登录后在“消息”中回复。',
    ]);
  }
  return compose(language, `${params.author} wrote about ${params.childName}`, greetingFor(params.name, language), [
    `${params.author} wrote in your conversation about ${params.courseName}:`,
    ...paragraphs,
    'Sign in and open "Messages" to answer.',
  ]);
}
