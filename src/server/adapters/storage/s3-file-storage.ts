import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Env } from '../../env.ts';
import { assertServerKey, type FileStorage } from './file-storage.ts';

type S3Settings = Pick<
  Env,
  'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    // Without explicit keys the SDK's usual chain applies (environment, instance role).
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/** Files in one bucket of S3 or an S3-compatible store such as MinIO; always private objects. */
export function s3FileStorage(client: Pick<S3Client, 'send'>, bucket: string): FileStorage {
  return {
    kind: 's3',
    async save(key, bytes, mime) {
      assertServerKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: mime }));
    },
    async saveFile(key, source, mime) {
      assertServerKey(key);
      // Streamed from the file: the length is given, so one PUT carries it without buffering.
      const body = createReadStream(source.path);
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: source.size, ContentType: mime }));
      } finally {
        body.destroy();
      }
    },
    async open(key) {
      assertServerKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      assertServerKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
