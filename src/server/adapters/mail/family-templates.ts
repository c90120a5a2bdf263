import type { Language } from '../../../shared/language.ts';
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
