import { adminPart } from './zh/admin-part.ts';
import { memberPart } from './zh/member-part.ts';
import { publicPart } from './zh/public-part.ts';

/** The Simplified Chinese interface catalogue; its shape is checked against the English one. */
export const zh = { ...publicPart, ...memberPart, ...adminPart };
