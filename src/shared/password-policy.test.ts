import { describe, expect, it } from 'vitest';
import { registerForm, resetPasswordForm } from './api/accounts.ts';
import { isStrongPassword, unmetPasswordRequirements } from './password-policy.ts';

describe('the D6 password rule', () => {
  it.each([
    ['Aa1!aaaa', []],
    ['Aa1!aaa', ['length']],
    ['aa1!aaaa', ['uppercase']],
    ['AA1!AAAA', ['lowercase']],
    ['Aa!!aaaa', ['digit']],
    ['Aa11aaaa', ['symbol']],
    ['Aa1 aaaa', ['symbol']],
    ['', ['length', 'lowercase', 'uppercase', 'digit', 'symbol']],
    [`Aa1!${'a'.repeat(124)}`, []],
    [`Aa1!${'a'.repeat(125)}`, ['length']],
    ['Ünïcödé-9x', []],
    ['密码Aa1!足够长', []],
  ])('%j misses %j', (password, missing) => {
    expect(unmetPasswordRequirements(password)).toEqual(missing);
    expect(isStrongPassword(password)).toBe(missing.length === 0);
  });

  it('gives the forms message codes the server catalogue also knows', () => {
    const result = registerForm.safeParse({ username: 'ada', email: 'ada@example.com', password: 'weak', confirmPassword: 'other' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'passwordTooWeak'],
      ['confirmPassword', 'passwordsDoNotMatch'],
    ]);
    const mismatch = resetPasswordForm.safeParse({ email: 'ada@example.com', code: '123456', password: 'Long-enough-1', confirmPassword: 'Long-enough-2' });
    expect(mismatch.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['confirmPassword', 'passwordsDoNotMatch']]);
  });
});
