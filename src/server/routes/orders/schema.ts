import { z } from 'zod';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** `ddcOrder/getAddress`: the order is optional; without it the hint is a general one. */
export const bankAddressQuery = z.object({ orderId: id.optional() });
