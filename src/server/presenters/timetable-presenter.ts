import type { TimetableDto } from '../../shared/api/public-content.ts';
import type { Language } from '../../shared/language.ts';
import type { TimetableRow } from '../db/repositories/timetable-repository.ts';
import { textOf } from '../../shared/localised-text.ts';

export function presentTimetable(timetable: TimetableRow, language: Language): TimetableDto {
  return {
    id: timetable.id,
    timetableName: textOf(timetable, 'name', language),
    startDate: timetable.startDate,
    endDate: timetable.endDate,
  };
}
