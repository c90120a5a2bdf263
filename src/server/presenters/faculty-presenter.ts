import type { FacultyDto } from '../../shared/api/public-content.ts';
import type { Language } from '../../shared/language.ts';
import type { FacultyRecord } from '../domain/content/faculty.ts';
import { textOf } from './localised-text.ts';

export function presentFaculty({ intro, members }: FacultyRecord, language: Language): FacultyDto {
  return {
    intro: intro ? textOf(intro, 'value', language) : '',
    list: members.map((member) => ({
      id: member.id,
      name: textOf(member, 'name', language),
      photo: member.photo,
      biography: textOf(member, 'biography', language),
    })),
  };
}
