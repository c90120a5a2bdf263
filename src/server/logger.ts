import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from './env.ts';

/** What must never reach a log line: sessions, cookies, passwords and tokens. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'];

/**
 * JSON lines for a log collector, or short coloured lines for a person at a terminal (the
 * default there). pino-pretty is loaded only for the latter. JSON lines go to standard output
 * unless another destination is given.
 */
export async function createLogger(env: Pick<Env, 'LOG_FORMAT' | 'LOG_LEVEL'>, destination?: DestinationStream): Promise<Logger> {
  const format = env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const options = { level: env.LOG_LEVEL, redact: REDACT };
  if (format === 'json') return pino(options, destination ?? gatheredStandardOutput());
  const { default: pretty } = await import('pino-pretty');
  return pino(
    options,
    pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,request',
      singleLine: true,
      sync: true,
    }),
  );
}

/** Lines gather in memory up to this many bytes, about twenty request lines, before one write. */
const GATHERED_BYTES = 4096;
/** The longest a line waits when the portal is quiet. */
const GATHER_MS = 1000;

/**
 * Standard output, written to in batches. Each write is a system call on a thread of libuv's
 * pool; one per line cost a cached public read a fifth of its time (`bench/public-reads.ts`).
 * Pino writes what is left when the process exits.
 */
function gatheredStandardOutput() {
  const output = pino.destination({ dest: 1, sync: false, minLength: GATHERED_BYTES });
  setInterval(() => output.flush(), GATHER_MS).unref();
  return output;
}
