import type { AdviserDto } from '../../shared/api/accounts.ts';
import type { Language } from '../../shared/language.ts';
import type { AdviserRow } from '../db/repositories/adviser-repository.ts';
import { textOf } from '../../shared/localised-text.ts';

export function presentAdviser(adviser: AdviserRow, language: Language): AdviserDto {
  return {
    id: adviser.id,
    name: textOf(adviser, 'name', language),
    title: textOf(adviser, 'title', language),
    photo: adviser.photo,
    email: adviser.email,
    phone: adviser.phone,
    bio: textOf(adviser, 'bio', language),
  };
}
