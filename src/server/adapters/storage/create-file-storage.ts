import type { Env } from '../../env.ts';
import type { FileStorage } from './file-storage.ts';
import { filesDirectoryOf, localFileStorage } from './local-file-storage.ts';

/**
 * S3 when a bucket is configured, the data directory otherwise (D14). The AWS SDK is loaded only
 * when it is used, so that a local start does not pay for it.
 */
export async function createFileStorage(env: Env): Promise<FileStorage> {
  if (env.S3_BUCKET) {
    const { s3ClientFor, s3FileStorage } = await import('./s3-file-storage.ts');
    return s3FileStorage(s3ClientFor(env), env.S3_BUCKET);
  }
  return localFileStorage(filesDirectoryOf(env.dataDir));
}
