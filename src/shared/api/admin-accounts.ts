import { z } from 'zod';

/** Disabling and re-enabling an account (a family's or staff's), shared by both areas. */
export const accountAccessBody = z
  .object({
    /** Why, for the audit log. */
    note: z.string().trim().max(500).default(''),
  })
  .nullish()
  .transform((body) => ({ note: body?.note ?? '' }));
