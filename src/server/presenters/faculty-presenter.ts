import type { FacultyDto } from '../../shared/api/public-content.ts';
import type { Language } from '../../shared/language.ts';
import type { FacultyRecord } from '../domain/content/faculty.ts';
import { textOf } from '../../shared/localised-text.ts';

const presentSubject = (subject: FacultyRecord['subjects'][number], language: Language) => ({
  code: subject.code,
  name: textOf(subject, 'label', language),
});

export function presentFaculty({ intro, members, subjects }: FacultyRecord, language: Language): FacultyDto {
  return {
    intro: intro ? textOf(intro, 'value', language) : '',
    list: members.map(({ member, subjects: taughtSubjects, courses }) => ({
      id: member.id,
      name: textOf(member, 'name', language),
      photo: member.photo,
      biography: textOf(member, 'biography', language),
      subjects: taughtSubjects.map((subject) => presentSubject(subject, language)),
      courses: courses.map((course) => ({ id: course.id, name: textOf(course, 'name', language) })),
    })),
    subjects: subjects.map((subject) => presentSubject(subject, language)),
  };
}
