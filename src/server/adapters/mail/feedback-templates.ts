import type { Language } from '../../../shared/language.ts';
import { BRAND, compose, greetingFor, type MailContent } from './templates.ts';

/** Sent when staff answer a family's feedback (issue 8); the answer itself is read in the portal. */
export function feedbackAnsweredMail(params: { name: string; processed: boolean; link: string }, language: Language): MailContent {
  if (language === 'cn') {
    return compose(language, `${BRAND.cn}回复了您的反馈`, greetingFor(params.name, language), [
      params.processed ? '我们已回复并处理了您的反馈。' : '我们回复了您的反馈，仍在继续跟进。',
      `请登录后在“反馈回复”中查看回复：${params.link}`,
    ]);
  }
  return compose(language, `${BRAND.en} answered your feedback`, greetingFor(params.name, language), [
    params.processed ? 'We have answered your feedback and marked it processed.' : 'We have answered your feedback and are still following it up.',
    `Sign in and open "Feedback replies" to read the answer: ${params.link}`,
  ]);
}
