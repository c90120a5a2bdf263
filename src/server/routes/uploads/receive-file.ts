import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../adapters/private-modes.ts';
import { incomingDirectoryOf } from '../../adapters/storage/local-file-storage.ts';
import type { UploadAllowance } from '../../domain/files/bytes-in-flight.ts';
import { fileTooLarge, type ReceivedFile } from '../../domain/files/uploads.ts';
import { ApiError, FieldValidationError } from '../../http/errors.ts';

/**
 * Room for the form around the file (boundaries, part headers, the few small fields the
 * multipart limits allow): a body declared larger than the file's limit plus this is refused
 * before a byte of it is read.
 */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Receives the one file of a multipart form into a temporary file (0600) under
 * <DATA_DIR>/incoming, within the bounds on upload bytes in flight, and hands it to `work`. The
 * temporary file is removed afterwards, whatever happened; `work` may have moved it already.
 * - a body declared larger than `maxBytes` allows: 413 before reading it;
 * - past a bound on bytes in flight (the declared length first, then the bytes received): 503;
 * - `beforeReading` (the rate limits) runs once the upload is let in, before its bytes are read;
 * - a file larger than `maxBytes`: 413; a form without a file, or a broken one: 400.
 */
export async function withReceivedFile<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  limits: { maxBytes: number; beforeReading?: () => Promise<void> },
  work: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  const { maxBytes } = limits;
  const declared = Number(request.headers['content-length'] ?? 0) || 0;
  if (declared > maxBytes + FORM_OVERHEAD_BYTES) throw fileTooLarge(maxBytes);
  const allowance = request.server.uploadsInFlight.admit(request.ip, declared);
  // A connection that goes away mid-upload gives its bytes back even if the parser never says so.
  reply.raw.once('close', allowance.release);
  const directory = incomingDirectoryOf(request.server.env.dataDir);
  const target = path.join(directory, `${randomBytes(16).toString('hex')}.part`);
  try {
    await limits.beforeReading?.();
    await mkdir(directory, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    return await work(await receiveInto(request, target, maxBytes, allowance));
  } finally {
    allowance.release();
    await rm(target, { force: true });
  }
}

async function receiveInto(request: FastifyRequest, target: string, maxBytes: number, allowance: UploadAllowance): Promise<ReceivedFile> {
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part) throw new FieldValidationError([{ field: 'file', messageKey: 'fileMissing' }], 'fileMissing');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        try {
          allowance.received(size);
        } catch (error) {
          done(error as Error);
          return;
        }
        done(null, chunk);
      },
    });
    await pipeline(part.file, counted, createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
    // The parser stops at the limit and marks the file cut short, rather than failing the stream.
    if (part.file.truncated) throw fileTooLarge(maxBytes);
    return { path: target, size, originalName: part.filename ?? '' };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxBytes);
    // The disk's faults (full, unwritable) are ours, not the sender's.
    if (typeof (error as { syscall?: unknown }).syscall === 'string') throw error;
    // Any other fault of the form (cut short, too many parts, bad boundary) is the sender's: 400.
    throw new FieldValidationError([{ field: 'file', messageKey: 'fileMissing' }], 'fileMissing');
  }
}
