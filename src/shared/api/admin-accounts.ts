import { z } from 'zod';
import { textBlock } from './text-fields.ts';

/** Disabling and re-enabling an account (a family's or staff's), shared by both areas. */
export const accountAccessBody = z
  .object({
    /** Why, for the audit log. */
    note: textBlock(500).default(''),
  })
  .nullish()
  .transform((body) => ({ note: body?.note ?? '' }));
