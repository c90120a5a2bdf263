import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CalendarMonthDto } from '../../../../shared/api/public-content.ts';
import type { CalendarMonthQuery } from '../../../../shared/api/public-queries.ts';
import type { Language } from '../../../../shared/language.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CalendarMonthFilters {
  timetableId: number;
  year: number;
  month: number;
  grades: string[];
  courseSystemIds: number[];
}

function bodyOf(filters: CalendarMonthFilters): CalendarMonthQuery {
  return {
    timetableId: filters.timetableId,
    csId: filters.courseSystemIds.length ? filters.courseSystemIds : null,
    year: filters.year,
    month: filters.month,
    grade: filters.grades.length ? filters.grades : null,
  };
}

export function fetchCalendarMonth(filters: CalendarMonthFilters, language: Language, signal?: AbortSignal) {
  return apiRequest<CalendarMonthDto>('cms/ddc-course/month', { method: 'POST', read: true, body: bodyOf(filters), language, signal });
}

/** A timetable's sessions in one month, keyed by day in the academy's time zone. */
export const calendarMonthQueryOptions = (filters: CalendarMonthFilters, language: Language) =>
  queryOptions({
    queryKey: ['calendar-month', language, filters],
    queryFn: ({ signal }) => fetchCalendarMonth(filters, language, signal),
    // Keeps the grid in place while the next month or filter loads.
    placeholderData: keepPreviousData,
  });
