import path from 'node:path';
import type { UploadPurpose } from '../../../shared/api/accounts.ts';

/** A type of file we accept, as detected from its bytes (D14), never from its name or header. */
export interface FileKind {
  ext: string;
  mime: string;
}

const KINDS = {
  png: { ext: 'png', mime: 'image/png' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  webp: { ext: 'webp', mime: 'image/webp' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  doc: { ext: 'doc', mime: 'application/msword' },
  xls: { ext: 'xls', mime: 'application/vnd.ms-excel' },
  ppt: { ext: 'ppt', mime: 'application/vnd.ms-powerpoint' },
} as const satisfies Record<string, FileKind>;
type KindName = keyof typeof KINDS;

const DOCUMENT_KINDS: KindName[] = ['pdf', 'docx', 'doc', 'xlsx', 'xls', 'pptx', 'ppt', 'png', 'jpg', 'webp'];

/** What `storeUpload` keeps: the purposes members choose, and staff's public pictures (catalogue, content, faculty). */
export type StoredUploadPurpose = UploadPurpose | 'picture';

/** The allow-list per purpose: avatars and pictures are images a browser shows safely; documents add office files. */
export const ALLOWED_KINDS: Record<StoredUploadPurpose, KindName[]> = {
  avatar: ['png', 'jpg', 'webp'],
  picture: ['png', 'jpg', 'webp'],
  document: DOCUMENT_KINDS,
  application: DOCUMENT_KINDS,
};

export function allowedExtensionsOf(purpose: StoredUploadPurpose): string {
  return ALLOWED_KINDS[purpose].map((name) => KINDS[name].ext.toUpperCase()).join(', ');
}

/**
 * The kind of the file's bytes, when it is one we know, read from its first bytes (and, for the
 * zip-based Office files, from its entries' headers) without loading the file. Legacy Office
 * files share one container format (CFB); for those alone the name's extension says which of
 * doc, xls or ppt it is.
 */
export async function detectFileKind(filePath: string, originalName: string): Promise<{ name: KindName; kind: FileKind } | null> {
  // Loaded with the first upload: most starts see none.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(filePath);
  if (!detected) return null;
  if (detected.ext === 'cfb') {
    const extension = path.extname(originalName).slice(1).toLowerCase();
    return extension === 'doc' || extension === 'xls' || extension === 'ppt'
      ? { name: extension, kind: KINDS[extension] }
      : null;
  }
  const name = (detected.ext === 'jpg' ? 'jpg' : detected.ext) as string;
  return name in KINDS ? { name: name as KindName, kind: KINDS[name as KindName] } : null;
}

export const isPicture = (mime: string) => mime.startsWith('image/');
