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
  if (format === 'json') return pino(options, destination ?? new LinesOfOneTurn(pino.destination({ dest: 1, sync: true })));
  const { default: pretty } = await import('pino-pretty');
  return pino(
    options,
    pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,request,answersFromCache',
      singleLine: true,
      sync: true,
    }),
  );
}

/**
 * JSON lines gathered while the event loop answers what has come in, then written in one system
 * call. Under load one turn of the loop answers dozens of requests: a write and a thread's wake-up
 * per line cost more than the rest of a cached read, and sonic-boom measures the whole of its
 * waiting text again for each line it appends. Lines of the last turn are written at exit.
 */
export class LinesOfOneTurn implements DestinationStream {
  #lines: string[] = [];

  constructor(private readonly destination: DestinationStream) {
    process.once('exit', this.flushSync);
  }

  write(line: string) {
    if (this.#lines.push(line) === 1) setImmediate(this.flushSync);
  }

  /** Writes the waiting lines now; pino and the exit call it too. */
  readonly flushSync = () => {
    if (this.#lines.length === 0) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.destination.write(text);
  };
}
