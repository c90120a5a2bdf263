import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords.ts';

describe('the bundled common passwords', () => {
  it('holds a few hundred entries', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(300);
  });

  it.each(['password', 'Password123!', 'P@ssw0rd', 'qwerty123', '!Qwerty2024', 'Iloveyou2!', 'Welcome1$', 'Everbright2026!'])(
    'refuses %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Kite-Harbour-2026!', 'Demo-Parent-2026!', 'Zebra#Lantern9', 'correct horse battery staple'])('accepts %s', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  );
});
