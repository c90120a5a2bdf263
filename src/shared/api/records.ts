import { z } from 'zod';
import { requiredTextLine, textLine } from './text-fields.ts';

/** Academic records (issue 8): kinds, requests and wire shapes shared by the API and the web. */

export const RECORD_KINDS = ['report', 'transcript', 'certificate', 'assessmentReport', 'workSample'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** How the web opens a record's file (spec §5, D14). */
export const RECORD_VIEWERS = ['office', 'inline', 'preview', 'download'] as const;
export type RecordViewer = (typeof RECORD_VIEWERS)[number];

/** A signed file link works this long. */
export const RECORD_LINK_MINUTES = 5;

export const RecordFieldMessage = { titleRequired: 'titleRequired' } as const;

const bodyId = z.number().int().positive().max(2_147_483_647);
const queryId = z.coerce.number().int().positive().max(2_147_483_647);
const FILE_KEY = /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export const recordListQuery = z.object({
  childId: queryId.optional(),
  kind: z.enum(RECORD_KINDS).optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type RecordListQuery = z.input<typeof recordListQuery>;

export const createRecordBody = z.object({
  childId: bodyId,
  kind: z.enum(RECORD_KINDS),
  term: textLine(60).default(''),
  titleEn: requiredTextLine(200, { required: RecordFieldMessage.titleRequired }),
  titleZh: textLine(200).default(''),
  fileKey: z.string().trim().regex(FILE_KEY),
});
export type CreateRecordBody = z.input<typeof createRecordBody>;

/** `ddcRecord/file/{token}`: the signed link's token. */
export const recordFileParam = z.object({ token: z.string().regex(/^\d{1,10}\.\d{1,10}\.\d{1,13}\.[A-Za-z0-9_-]{43}$/) });

export interface RecordFileDto {
  name: string;
  size: number;
  mime: string;
}

export interface RecordDto {
  id: number;
  childId: number;
  childName: string;
  kind: RecordKind;
  term: string;
  title: string;
  file: RecordFileDto;
  createTime: string;
}

export interface RecordList {
  total: number;
  list: RecordDto[];
}

export interface RecordOpenDto {
  /** Signed and short-lived; for `office`, the viewer's address with the signed link inside. */
  url: string;
  viewer: RecordViewer;
  name: string;
  mime: string;
}
