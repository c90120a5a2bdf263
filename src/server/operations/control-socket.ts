import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A running portal on PGlite is the only process that may read its database, so `npm run backup`
 * asks it to write the backup. They talk over a Unix socket that only the folder's owner can
 * open (docs/decisions/009-backups-through-the-running-portal.md): no port, no password, no
 * endpoint on the network.
 */
export type ControlRequest = { command: 'backup'; folder: string };
export type ControlAnswer = { ok: true; archive: string } | { ok: false; error: string };

export interface ControlSocket {
  readonly path: string;
  close(): Promise<void>;
}

/** Unix socket paths are limited to about 100 bytes; a deep data folder gets one in the temp folder. */
export function controlSocketPathOf(dataDir: string): string {
  const beside = path.join(dataDir, 'portal.sock');
  if (Buffer.byteLength(beside) <= 100) return beside;
  return path.join(tmpdir(), `everbright-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

/** Listens for control requests; the caller holds the data folder's lock, so a leftover socket is ours to replace. */
export async function listenForControl(
  dataDir: string,
  handle: (request: ControlRequest) => Promise<ControlAnswer>,
): Promise<ControlSocket> {
  const socketPath = controlSocketPathOf(dataDir);
  rmSync(socketPath, { force: true });
  const server = createServer((connection) => {
    let received = '';
    connection.setEncoding('utf8');
    connection.on('data', (text: string) => {
      received += text;
      if (!received.includes('\n') && received.length < 4096) return;
      connection.removeAllListeners('data');
      answer(received.split('\n')[0]).then((reply) => connection.end(`${JSON.stringify(reply)}\n`));
    });
    connection.on('error', () => connection.destroy());
  });
  const answer = async (line: string): Promise<ControlAnswer> => {
    try {
      const request = JSON.parse(line) as ControlRequest;
      if (request?.command !== 'backup' || typeof request.folder !== 'string') return { ok: false, error: 'unknown request' };
      return await handle(request);
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

/** Sends one request to the portal listening on `socketPath` and waits for its answer. */
export function sendControlRequest(socketPath: string, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socketPath);
    let received = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (text: string) => {
      received += text;
    });
    connection.on('end', () => {
      try {
        resolve(JSON.parse(received) as ControlAnswer);
      } catch {
        reject(new Error('The running portal gave no answer'));
      }
    });
    connection.on('error', reject);
  });
}
