import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../limits.ts';
import { textLine } from './accounts.ts';

/**
 * What every back-office list takes (DESIGN §2b): `?pageNum&pageSize&sort&q` plus its own
 * filters, and `format=csv` for the whole filtered list as a spreadsheet. `sort` names one of the
 * list's sortable fields, with a leading `-` for descending order (`-createTime`).
 */

export const ADMIN_LIST_FORMATS = ['json', 'csv'] as const;
export type AdminListFormat = (typeof ADMIN_LIST_FORMATS)[number];

export interface SortOrder<F extends string> {
  field: F;
  descending: boolean;
}

export const sortParam = <F extends string>(fields: readonly F[], fallback: `${'' | '-'}${NoInfer<F>}`) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => fields.includes(value.replace(/^-/, '') as F))
    .transform((value): SortOrder<F> => ({ field: value.replace(/^-/, '') as F, descending: value.startsWith('-') }));

/** Free text search; blank means none. */
export const searchParam = textLine(100).default('');

/** A filter whose empty value (`?status=`) means "any", as a cleared select sends it. */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** The list filter's words for "assigned to whoever asks" and "assigned to nobody" (issue 31). */
export const ASSIGNED_TO_ME = 'me';
export const UNASSIGNED = 'none';

/** `?assignee=me|none|<staff id>` on the lists of cases; empty means anyone's. */
export const assigneeFilter = optionalFilter(z.union([z.enum([ASSIGNED_TO_ME, UNASSIGNED]), z.coerce.number().int().positive().max(2_147_483_647)]));
export type AssigneeFilter = z.output<typeof assigneeFilter>;

/** The member of staff a case is given to (issue 31). */
export interface CaseAssignee {
  id: number;
  name: string;
}

export const adminListQuery = <F extends string>(sortable: readonly F[], defaultSort: `${'' | '-'}${NoInfer<F>}`) =>
  z.object({
    pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    sort: sortParam(sortable, defaultSort),
    q: searchParam,
    format: z.enum(ADMIN_LIST_FORMATS).default('json'),
  });

/** The paging part of a parsed list query, as repositories take it. */
export const pageWindowOf = (query: { pageNum: number; pageSize: number }) => ({
  offset: (query.pageNum - 1) * query.pageSize,
  limit: query.pageSize,
});

/** A CSV export holds the whole filtered list, up to this many rows. */
export const CSV_MAX_ROWS = 20_000;
