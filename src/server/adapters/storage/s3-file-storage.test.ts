import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, type DeleteObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3FileStorage } from './s3-file-storage.ts';

/** The S3 adapter against a stand-in client: the commands it sends, and how it reads answers. */
describe('s3FileStorage', () => {
  const key = `${'e'.repeat(32)}.pdf`;

  it('puts, gets and deletes objects in its bucket under the server key', async () => {
    const sent: unknown[] = [];
    const client = {
      send: async (command: unknown) => {
        sent.push(command);
        return command instanceof GetObjectCommand ? { Body: Readable.from([Buffer.from('%PDF')]) } : {};
      },
    };
    const storage = s3FileStorage(client as never, 'portal-files');
    await storage.save(key, Buffer.from('%PDF'), 'application/pdf');
    const stream = await storage.open(key);
    await storage.remove(key);

    expect(sent[0]).toBeInstanceOf(PutObjectCommand);
    expect((sent[0] as PutObjectCommand).input).toMatchObject({ Bucket: 'portal-files', Key: key, ContentType: 'application/pdf' });
    expect((sent[2] as DeleteObjectCommand).input).toEqual({ Bucket: 'portal-files', Key: key });
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF');
  });

  it('streams a received file as the body of one PUT, with its length, never reading it whole', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
    try {
      const source = path.join(folder, 'upload.part');
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * 1024, 7)]);
      await writeFile(source, bytes);
      const sent: { body: Buffer; input: PutObjectCommand['input'] }[] = [];
      const client = {
        send: async (command: PutObjectCommand) => {
          expect(command.input.Body).toBeInstanceOf(Readable);
          const chunks: Buffer[] = [];
          for await (const chunk of command.input.Body as Readable) chunks.push(chunk as Buffer);
          sent.push({ body: Buffer.concat(chunks), input: command.input });
          return {};
        },
      };
      await s3FileStorage(client as never, 'portal-files').saveFile(key, { path: source, size: bytes.length }, 'application/pdf');
      expect(sent).toHaveLength(1);
      expect(sent[0].input).toMatchObject({ Bucket: 'portal-files', Key: key, ContentType: 'application/pdf', ContentLength: bytes.length });
      expect(sent[0].body.equals(bytes)).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('answers null for a missing object and refuses keys the server did not make', async () => {
    const client = {
      send: async () => {
        throw Object.assign(new Error('missing'), { name: 'NoSuchKey' });
      },
    };
    const storage = s3FileStorage(client as never, 'portal-files');
    expect(await storage.open(key)).toBeNull();
    await expect(storage.save('../escape.pdf', Buffer.alloc(1), 'application/pdf')).rejects.toThrow();
  });
});
