import type { MailContent } from '../../adapters/mail/templates.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/database.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import type { Language } from '../../../shared/language.ts';

/**
 * Mails a parent in their own language (D15). Call it after the step's transaction committed;
 * a mail that cannot be sent changes nothing of the step.
 */
export async function mailParent(
  deps: { db: Db; mailer: Mailer },
  memberId: number,
  build: (recipient: { name: string; language: Language }) => MailContent,
): Promise<void> {
  const user = await findUserById(deps.db, memberId);
  if (!user) return;
  await deps.mailer.send({ to: user.email, ...build({ name: user.nickname || user.username, language: user.language }) });
}
