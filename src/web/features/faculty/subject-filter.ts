import type { FacultyDto } from '../../../shared/api/public-content.ts';

/** `/faculty?subject=physics`: the subject chosen in the address, when the page offers it. */
export function chosenSubject(faculty: FacultyDto, params: URLSearchParams): string | null {
  const code = params.get('subject');
  return faculty.subjects.some((subject) => subject.code === code) ? code : null;
}

export function membersTeaching(faculty: FacultyDto, subject: string | null) {
  if (subject === null) return faculty.list;
  return faculty.list.filter((member) => member.subjects.some((taught) => taught.code === subject));
}

/** The address of a subject's view; null is every subject. */
export const subjectHref = (subject: string | null) => (subject === null ? '/faculty' : `/faculty?subject=${encodeURIComponent(subject)}`);
