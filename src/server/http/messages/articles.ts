import type { Language } from '../../../shared/language.ts';

/** Messages of the back office's articles: the events, blog posts and news of `/news` (issue 7). */
export const articleMessages = {
  articleSlugInvalid: {
    en: 'An address has lower-case letters and digits, in words joined by hyphens (open-day-2027)',
    cn: '地址只能包含小写字母和数字，单词之间用连字符连接（如 open-day-2027）',
  },
  eventTimeRequired: { en: 'An event needs its start and end, day and time', cn: '活动需要填写开始和结束的日期与时间' },
  eventEndBeforeStart: { en: 'The event cannot end before it starts', cn: '活动的结束时间不能早于开始时间' },
  registrationUrlInvalid: {
    en: 'A sign-up link starts with https://, / (a page of this site) or mailto:',
    cn: '报名链接须以 https://、/（本站页面）或 mailto: 开头',
  },
  articleSaved: { en: 'The article was saved', cn: '文章已保存' },
} satisfies Record<string, Record<Language, string>>;
