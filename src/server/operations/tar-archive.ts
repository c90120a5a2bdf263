import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The few lines of POSIX ustar that a backup and the packaged empty cluster need: regular files
 * and directories with short names, gzipped. The result opens with any `tar xzf`, so an
 * administrator can always look inside a backup.
 */
const BLOCK = 512;

export interface TarEntry {
  name: string;
  type: 'file' | 'directory';
  bytes: Buffer;
}

export interface TarWriter {
  add(name: string, bytes: Uint8Array): Promise<void>;
  addDirectory(name: string): Promise<void>;
  /** Writes the end-of-archive blocks and closes the file. */
  finish(): Promise<void>;
}

export function writeTarGz(file: string): TarWriter {
  const gzip = createGzip();
  const output = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(output);
  const closed = once(output, 'close');
  const write = async (chunk: Uint8Array) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  return {
    async add(name, bytes) {
      await write(header(name, bytes.length, 'file'));
      await write(bytes);
      const padding = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
      if (padding) await write(Buffer.alloc(padding));
    },
    async addDirectory(name) {
      await write(header(name.endsWith('/') ? name : `${name}/`, 0, 'directory'));
    },
    async finish() {
      gzip.end(Buffer.alloc(BLOCK * 2));
      await closed;
    },
  };
}

function header(name: string, size: number, type: TarEntry['type']): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`Archive entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(type === 'directory' ? '0000700\0' : '0000600\0', 100, 'ascii'); // mode
  block.write('0000000\0', 108, 'ascii'); // uid
  block.write('0000000\0', 116, 'ascii'); // gid
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  block.write(`${Math.floor(Date.now() / 1000).toString(8).padStart(11, '0')}\0`, 136, 'ascii');
  block.write('        ', 148, 'ascii'); // the checksum counts itself as spaces
  block.write(type === 'directory' ? '5' : '0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  const checksum = block.reduce((sum, byte) => sum + byte, 0);
  block.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** The files and directories of a .tar.gz, in order, each file read whole into memory. */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const input = new ChunkQueue();
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    input.push(chunk as Buffer);
    for (;;) {
      const block = input.peek(BLOCK);
      if (!block) break;
      if (block.every((byte) => byte === 0)) return;
      const { name, size, type } = parseHeader(block);
      const stored = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
      const whole = input.take(stored);
      if (!whole) break;
      yield { name: name.replace(/\/$/, ''), type, bytes: whole.subarray(BLOCK, BLOCK + size) };
    }
  }
  if (input.length) throw new Error(`${file} ends in the middle of an entry: the archive is cut short`);
}

/** The entries of a whole, unzipped tarball in memory: for small archives, without streams. */
export function* tarEntriesOf(tar: Buffer): Generator<TarEntry> {
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return;
    const { name, size, type } = parseHeader(block);
    if (offset + BLOCK + size > tar.length) break;
    yield { name: name.replace(/\/$/, ''), type, bytes: tar.subarray(offset + BLOCK, offset + BLOCK + size) };
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('The archive is cut short');
}

/** Incoming chunks, joined only once enough bytes for a whole entry have arrived. */
class ChunkQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  peek(size: number): Buffer | undefined {
    if (this.length < size) return undefined;
    if (this.chunks[0].length < size) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0].subarray(0, size);
  }

  take(size: number): Buffer | undefined {
    if (this.length < size) return undefined;
    const joined = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    this.chunks = joined.length > size ? [joined.subarray(size)] : [];
    this.length -= size;
    return joined.subarray(0, size);
  }
}

function parseHeader(block: Buffer): { name: string; size: number; type: TarEntry['type'] } {
  const field = (start: number, length: number) => block.toString('utf8', start, start + length).replace(/\0.*$/s, '').trim();
  const expected = parseInt(field(148, 8), 8);
  const actual = block.reduce((sum, byte, index) => sum + (index >= 148 && index < 156 ? 32 : byte), 0);
  if (expected !== actual) throw new Error('Not a backup archive: a header checksum does not match');
  return { name: field(0, 100), size: parseInt(field(124, 12), 8), type: field(156, 1) === '5' ? 'directory' : 'file' };
}
