import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AuthCodeRule } from '../../../shared/api/accounts.ts';

/** A session token: 256 random bits (D5). Only its SHA-256 is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six uniformly random digits from the system's CSPRNG (D6). */
export function newAuthCode(): string {
  return String(randomInt(0, 10 ** AuthCodeRule.digits)).padStart(AuthCodeRule.digits, '0');
}

/** `salt$sha256(salt:code)`: a leaked table row does not show the code at a glance. */
export function hashAuthCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}$${digestCode(salt, code)}`;
}

export function authCodeMatches(code: string, stored: string): boolean {
  const [salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(digestCode(salt, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function digestCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}
