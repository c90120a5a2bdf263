import type { Language } from './language.ts';

/**
 * The academy's two programmes, named in one place for every page, mail and seed: 洞见小班 and
 * 启发精品 in Chinese, Insights and Inspire in English (issue 33).
 */
export const PROGRAMME_NAMES = {
  insights: { en: 'Insights', cn: '洞见小班' },
  inspire: { en: 'Inspire', cn: '启发精品' },
} as const satisfies Record<string, Record<Language, string>>;

export const INSIGHTS_ZH = PROGRAMME_NAMES.insights.cn;
export const INSPIRE_ZH = PROGRAMME_NAMES.inspire.cn;
