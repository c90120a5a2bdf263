import { z } from 'zod';
import { productListQuery } from '../../../shared/api/public-queries.ts';
import { cleanText } from '../../../shared/api/text-fields.ts';

/** No body at all (Fastify hands the schema a null) asks for the first page of everything. */
export const productListBody = productListQuery.nullish().transform((query) => query ?? productListQuery.parse({}));

/** No body: every timetable; `{ pageSlug }`: the timetables one content page shows. */
export const timetableListBody = z
  .object({ pageSlug: cleanText().min(1).max(64).nullish() })
  .nullish();
