import type { Language } from '../../../shared/language.ts';

/**
 * Messages of applications, orders, refunds and entitlements. The message codes of the shared
 * order schemas (src/shared/api/orders.ts) are here too.
 */
export const orderMessages = {
  // fields
  pickProcesses: { en: 'Please pick 2 or 3 learning processes', cn: '请选择 2 至 3 项学习过程' },
  pickOutcomes: { en: 'Please pick 1 or 2 outcomes', cn: '请选择 1 至 2 项学习成果' },
  reasonRequired: { en: 'Please give a reason', cn: '请填写原因' },
} satisfies Record<string, Record<Language, string>>;
