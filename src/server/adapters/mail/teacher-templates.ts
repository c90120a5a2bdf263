import type { Language } from '../../../shared/language.ts';
import { compose, greetingFor, type MailContent } from './templates.ts';

/** Sent to a course's teachers when staff ask for progress reports on its children (issue 29). */
export function progressReportRequestedMail(params: { name: string; courseName: string; count: number }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `请为“${params.courseName}”撰写学习报告`, greetingFor(params.name, language), [
      `学院请您为“${params.courseName}”的 ${params.count} 位学员各写一份简短的学习报告。`,
      '请登录后在“学习报告”中撰写并提交，学院审阅后会发给家长。',
    ]);
  }
  const children = params.count === 1 ? '1 child' : `${params.count} children`;
  return compose(language, `Progress reports for ${params.courseName}`, greetingFor(params.name, language), [
    `The academy asks you for a short progress report on each of the ${children} in ${params.courseName}.`,
    'Sign in and open "Progress reports" to write them. Staff review each one before the family receives it.',
  ]);
}
