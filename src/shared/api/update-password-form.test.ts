import { describe, expect, it } from 'vitest';
import { updatePasswordForm } from './accounts.ts';

const messagesOf = (values: { oldPassword: string; password: string; confirmPassword: string }) => {
  const result = updatePasswordForm.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the change-password form', () => {
  it('refuses a new password equal to the current one before anything is sent', () => {
    expect(messagesOf({ oldPassword: 'Bright-Owl-2026!', password: 'Bright-Owl-2026!', confirmPassword: 'Bright-Owl-2026!' })).toEqual({
      password: 'passwordSameAsOld',
    });
  });

  it('accepts a different, strong one that is confirmed', () => {
    expect(messagesOf({ oldPassword: 'Bright-Owl-2026!', password: 'Quiet-Lake-2027?', confirmPassword: 'Quiet-Lake-2027?' })).toEqual({});
  });
});
