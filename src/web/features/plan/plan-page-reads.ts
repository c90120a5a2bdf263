import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../shared/language.ts';
import { currentMonthIn } from '../../components/calendar/month-grid.ts';
import { ACADEMY_TIME_ZONE } from '../../lib/class-time.ts';
import { planChildrenQueryOptions } from './api/get-children.ts';
import { planMonthQueryOptions } from './api/get-plan-month.ts';

/** The month /user/plan opens on: the academy's current one, every child. */
export const firstPlanMonth = () => currentMonthIn(ACADEMY_TIME_ZONE);

/** /user/plan's first reads, started by its route before the page renders (issue 32). */
export function startPlanPageReads(queries: QueryClient, language: Language) {
  void queries.prefetchQuery(planChildrenQueryOptions(language));
  void queries.prefetchQuery(planMonthQueryOptions(language, { ...firstPlanMonth(), childId: null }));
}
