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
  // Written as the disk takes them: under load, the lines that wait go out in one write instead
  // of one system call each. Pino writes what is left when the process exits.
  if (format === 'json') return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
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
