import type { Language } from '../../../shared/language.ts';

/** Messages of card checkouts, the sandbox checkout page and the payment provider's webhook. */
export const paymentMessages = {
  paymentSuccessful: { en: 'Payment Successful', cn: '支付成功' },
} satisfies Record<string, Record<Language, string>>;
