import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live (D14): a local folder by default, an S3-compatible bucket when the
 * S3_* settings are present. Keys are made by the server and checked before they get here.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  save(key: string, bytes: Buffer, mime: string): Promise<void>;
  /**
   * Stores the file at `source` (an upload received into a temporary file) without reading it
   * into memory. The source may be moved away; the caller removes it if it is still there.
   */
  saveFile(key: string, source: { path: string; size: number }, mime: string): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** Refuses any key that is not one the server made, so that no key can climb out of its folder. */
export function assertServerKey(key: string): void {
  if (!/^[a-f0-9]{32}\.[a-z0-9]{2,5}$/.test(key)) throw new Error('Refused a storage key the server did not make');
}
