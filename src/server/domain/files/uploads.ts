import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { formatByteSize } from '../../../shared/byte-size.ts';
import { BIDI_CONTROLS, LONE_SURROGATE } from '../../../shared/api/accounts.ts';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Db } from '../../db/database.ts';
import { findStoredFile, insertStoredFile, type StoredFileRow } from '../../db/repositories/file-repository.ts';
import { ApiError } from '../../http/errors.ts';
import { isStaff, type Member } from '../accounts/member.ts';
import { ALLOWED_KINDS, allowedExtensionsOf, detectFileKind, type StoredUploadPurpose } from './file-kinds.ts';

/** Avatars and the site's pictures are shown on public pages: a smaller ceiling than documents. */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** What one file may weigh; a visitor's (`visitorMaxBytes`, when one sends it) weighs less than a member's. */
export function maxBytesFor(purpose: StoredUploadPurpose, uploadMaxBytes: number, visitorMaxBytes?: number): number {
  const ceiling = visitorMaxBytes === undefined ? uploadMaxBytes : Math.min(visitorMaxBytes, uploadMaxBytes);
  return isPublicPurpose(purpose) ? Math.min(PICTURE_MAX_BYTES, ceiling) : ceiling;
}

/** Avatars and the pictures staff place on the site are for everyone to see. */
export const isPublicPurpose = (purpose: string) => purpose === 'avatar' || purpose === 'picture';

export const fileTooLarge = (maxBytes: number) => new ApiError(413, 'fileTooLarge', { limit: formatByteSize(maxBytes) });

/**
 * A display name only: no folders, no control or bidi characters (which would show
 * "cv‮fdp.exe" as "cv.exe.pdf"), no broken characters, a sensible length.
 */
export function cleanOriginalName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '')
    .replace(/[\p{Cc}"]/gu, '')
    .replace(new RegExp(BIDI_CONTROLS.source, 'gu'), '')
    .trim()
    .slice(-150);
  return cleaned === '' ? `file.${extension}` : cleaned;
}

/** An upload received into a temporary file (never whole in memory), which its receiver removes. */
export interface ReceivedFile {
  path: string;
  size: number;
  originalName: string;
}

/**
 * Stores an upload whose type, checked against its bytes, is allowed for its purpose. The key is
 * the server's; nothing is kept when the type is refused, and the bytes are removed again when
 * the row cannot be written.
 */
export async function storeUpload(
  deps: { db: Db; storage: FileStorage },
  upload: { file: ReceivedFile; purpose: StoredUploadPurpose; ownerId: number | null; now: Date },
): Promise<StoredFileRow> {
  const { file } = upload;
  const detected = await detectFileKind(file.path, file.originalName);
  if (!detected || !ALLOWED_KINDS[upload.purpose].includes(detected.name)) {
    throw new ApiError(415, 'fileTypeNotAllowed', { types: allowedExtensionsOf(upload.purpose) });
  }
  const key = `${randomBytes(16).toString('hex')}.${detected.kind.ext}`;
  await deps.storage.saveFile(key, file, detected.kind.mime);
  try {
    return await insertStoredFile(deps.db, {
      key,
      ownerId: upload.ownerId,
      purpose: upload.purpose,
      mime: detected.kind.mime,
      size: file.size,
      originalName: cleanOriginalName(file.originalName, detected.kind.ext),
      createdAt: upload.now,
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** Avatars and pictures are public; any other file only for its owner and staff. Others get 404, not 403. */
export function canRead(file: StoredFileRow, viewer: Member | null): boolean {
  if (isPublicPurpose(file.purpose)) return true;
  return viewer !== null && (viewer.id === file.ownerId || isStaff(viewer));
}

export async function openStoredFile(
  deps: { db: Db; storage: FileStorage },
  key: string,
  viewer: Member | null,
): Promise<{ file: StoredFileRow; bytes: Readable }> {
  const file = await findStoredFile(deps.db, key);
  if (!file || !canRead(file, viewer)) throw new ApiError(404, 'fileNotFound');
  const bytes = await deps.storage.open(key);
  if (!bytes) throw new ApiError(404, 'fileNotFound');
  return { file, bytes };
}
