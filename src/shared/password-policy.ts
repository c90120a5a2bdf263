import { z } from 'zod';

/**
 * The password rule of D6, as one pure function that the registration form and the server share.
 * The bundled list of common passwords is the server's own check on top of it.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_REQUIREMENTS = ['length', 'lowercase', 'uppercase', 'digit', 'symbol'] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

const meets: Record<PasswordRequirement, (password: string) => boolean> = {
  length: (password) => [...password].length >= PASSWORD_MIN_LENGTH && [...password].length <= PASSWORD_MAX_LENGTH,
  lowercase: (password) => /\p{Ll}/u.test(password),
  uppercase: (password) => /\p{Lu}/u.test(password),
  digit: (password) => /\p{Nd}/u.test(password),
  // Anything that is neither a letter, a digit nor white space counts as a symbol.
  symbol: (password) => /[^\p{L}\p{Nd}\s]/u.test(password),
};

/** The requirements a registration password misses; empty when it is strong enough. */
export function unmetPasswordRequirements(password: string): PasswordRequirement[] {
  return PASSWORD_REQUIREMENTS.filter((requirement) => !meets[requirement](password));
}

export function isStrongPassword(password: string): boolean {
  return unmetPasswordRequirements(password).length === 0;
}

/**
 * Zod issue messages are message codes, never sentences: the web maps them to its catalogue and
 * the server to its own (see `src/server/http/messages/accounts.ts`).
 */
export const PasswordMessage = {
  tooWeak: 'passwordTooWeak',
  tooLong: 'passwordTooLong',
  mismatch: 'passwordsDoNotMatch',
  sameAsOld: 'passwordSameAsOld',
} as const;

/** A new password per D6, at sign-up, reset and change (the common-password check happens on the server). */
export const strongPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH, PasswordMessage.tooLong)
  .refine(isStrongPassword, PasswordMessage.tooWeak);

/** Adds the "two passwords must match" rule to a form with `password` and `confirmPassword`. */
export function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}
