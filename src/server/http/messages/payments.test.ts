import { describe, expect, it } from 'vitest';
import { isMessageKey } from '../messages.ts';
import { paymentMessages } from './payments.ts';

describe('payment messages', () => {
  it('has a sentence in both languages for every key, and every timeline event of card payments', () => {
    for (const [key, text] of Object.entries(paymentMessages)) {
      expect(text.en.trim(), key).not.toBe('');
      expect(text.cn.trim(), key).not.toBe('');
    }
    for (const event of ['cardCheckoutStarted', 'cardPaymentSucceeded', 'cardPaymentFailed', 'cardCheckoutCancelled', 'cardCheckoutExpired']) {
      expect(isMessageKey(event), event).toBe(true);
    }
  });
});
