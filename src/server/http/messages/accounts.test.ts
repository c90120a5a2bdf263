import { describe, expect, it } from 'vitest';
import { AccountFieldMessage } from '../../../shared/api/accounts.ts';
import { isMessageKey } from '../messages.ts';
import { accountMessages } from './accounts.ts';

describe('account messages', () => {
  it('has a sentence in both languages for every message code of the shared schemas', () => {
    for (const code of Object.values(AccountFieldMessage)) expect(isMessageKey(code), code).toBe(true);
  });

  it('never leaves a language empty', () => {
    for (const [key, text] of Object.entries(accountMessages)) {
      expect(text.en.trim(), key).not.toBe('');
      expect(text.cn.trim(), key).not.toBe('');
    }
  });
});
