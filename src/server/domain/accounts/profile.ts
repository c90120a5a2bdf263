import { FILE_KEY_PATTERN, FILE_URL_PREFIX, fileUrlOf } from '../../../shared/api/accounts.ts';
import type { Language } from '../../../shared/language.ts';
import type { Db } from '../../db/database.ts';
import { findStoredFile } from '../../db/repositories/file-repository.ts';
import { updateUser } from '../../db/repositories/user-repository.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';
import { memberOf, type Member } from './member.ts';

const iconRefused = () => new FieldValidationError([{ field: 'icon', messageKey: 'iconInvalid' }], 'iconInvalid');

/**
 * An icon is one of the member's own avatar uploads, given by its key or its URL; `''` removes
 * it. Anything else (a foreign URL, someone else's file, a private document) is refused.
 */
async function iconFor(db: Db, member: Member, icon: string): Promise<string> {
  if (icon === '') return '';
  const key = icon.startsWith(FILE_URL_PREFIX) ? icon.slice(FILE_URL_PREFIX.length) : icon;
  if (!FILE_KEY_PATTERN.test(key)) throw iconRefused();
  const file = await findStoredFile(db, key);
  if (!file || file.purpose !== 'avatar' || file.ownerId !== member.id) throw iconRefused();
  return fileUrlOf(key);
}

/** `sso/updateInfo`: nickname and avatar. The request's language becomes the member's mail language. */
export async function updateProfile(
  db: Db,
  member: Member,
  input: { nickname?: string; icon?: string },
  language: Language,
): Promise<Member> {
  const icon = input.icon === undefined ? undefined : await iconFor(db, member, input.icon);
  const updated = await updateUser(db, member.id, { nickname: input.nickname, icon, language });
  if (!updated) throw new ApiError(401, 'sessionExpired');
  return memberOf(updated);
}
