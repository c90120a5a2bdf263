import { adminPart } from './en/admin-part.ts';
import { memberPart } from './en/member-part.ts';
import { publicPart } from './en/public-part.ts';

/** The English interface catalogue: one namespace per area, semantic keys. */
export const en = { ...publicPart, ...memberPart, ...adminPart };
