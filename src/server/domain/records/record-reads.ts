import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { recordListQuery, RecordViewer } from '../../../shared/api/records.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { findChildOf } from '../../db/repositories/child-repository.ts';
import { findRecord, listRecords, type RecordRecord } from '../../db/repositories/record-repository.ts';
import { findUserById } from '../../db/repositories/user-repository.ts';
import type { Env } from '../../env.ts';
import { ApiError } from '../../http/errors.ts';
import { isPicture } from '../files/file-kinds.ts';
import { signRecordLink, verifyRecordLink } from './file-links.ts';

/** `ddcRecord/list`: a parent's children's records, newest first, by child and kind. */
export async function listRecordsOfParent(db: Db, parentId: number, query: z.output<typeof recordListQuery>) {
  if (query.childId !== undefined && !(await findChildOf(db, parentId, query.childId, { withArchived: true }))) throw new ApiError(404, 'childNotFound');
  return listRecords(db, { parentId, childId: query.childId, kind: query.kind, offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize });
}

async function recordOfParent(db: Db, parentId: number, recordId: number): Promise<RecordRecord> {
  const found = await findRecord(db, recordId);
  if (!found || found.parentId !== parentId) throw new ApiError(404, 'recordNotFound');
  return found;
}

const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']);
const PREVIEWED_EXTENSIONS = new Set(['docx', 'xlsx']);
const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/**
 * How a file opens (spec §5): office files in the online viewer when there is one; without it,
 * docx and xlsx are previewed in the page and the other office files downloaded; PDFs and
 * pictures open directly.
 */
export function viewerFor(key: string, mime: string, officeViewer: string | undefined): RecordViewer {
  const extension = extensionOf(key);
  if (OFFICE_EXTENSIONS.has(extension)) {
    if (officeViewer) return 'office';
    return PREVIEWED_EXTENSIONS.has(extension) ? 'preview' : 'download';
  }
  return mime === 'application/pdf' || isPicture(mime) ? 'inline' : 'download';
}

export const recordFilePath = (token: string) => `/api/ddcRecord/file/${token}`;

/** The office viewer's address around an absolute file link: at `{url}`, or appended. */
export function officeViewerUrl(template: string, fileUrl: string): string {
  const encoded = encodeURIComponent(fileUrl);
  return template.includes('{url}') ? template.replace('{url}', encoded) : `${template}${encoded}`;
}

/** `ddcRecord/open/{id}`: a signed link to the file and how to open it. */
export async function openRecord(
  deps: { db: Db; env: Pick<Env, 'OFFICE_VIEWER_URL' | 'PUBLIC_URL'>; now: Date; origin: string },
  parentId: number,
  recordId: number,
) {
  const found = await recordOfParent(deps.db, parentId, recordId);
  const token = await signRecordLink(deps.db, found.record.id, parentId, deps.now);
  const path = recordFilePath(token);
  const viewer = viewerFor(found.file.key, found.file.mime, deps.env.OFFICE_VIEWER_URL);
  const base = deps.env.PUBLIC_URL ?? deps.origin;
  const url = viewer === 'office' ? officeViewerUrl(deps.env.OFFICE_VIEWER_URL!, new URL(path, base).toString()) : path;
  return { url, viewer, file: found.file };
}

/**
 * The bytes behind a signed link. A forged, altered or expired token answers 404, and so does a
 * request that carries another member's session: a link never serves another parent. The link
 * outlives no access either: it is checked, when opened, against the account it was made for,
 * which must still be enabled and still own the record.
 */
export async function readSignedRecordFile(
  deps: { db: Db; storage: FileStorage; now: Date },
  token: string,
  viewerId: number | null,
): Promise<{ file: RecordRecord['file']; bytes: Readable }> {
  const check = await verifyRecordLink(deps.db, token, deps.now);
  if (!check.valid) throw new ApiError(404, check.expired ? 'recordLinkExpired' : 'recordNotFound');
  if (viewerId !== null && viewerId !== check.memberId) throw new ApiError(404, 'recordNotFound');
  const owner = await findUserById(deps.db, check.memberId);
  if (!owner || owner.disabledAt !== null) throw new ApiError(404, 'recordNotFound');
  const found = await recordOfParent(deps.db, check.memberId, check.recordId);
  const bytes = await deps.storage.open(found.file.key);
  if (!bytes) throw new ApiError(404, 'recordNotFound');
  return { file: found.file, bytes };
}
