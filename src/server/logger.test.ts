import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LinesOfOneTurn } from './logger.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the JSON lines of one turn of the event loop', () => {
  it('reach the destination as one write once the turn has ended, in the order they were logged', async () => {
    const writes: string[] = [];
    const logger = pino({ level: 'info' }, new LinesOfOneTurn({ write: (text: string) => void writes.push(text) }));
    for (const request of ['req-1', 'req-2', 'req-3']) logger.info({ reqId: request }, `GET /api/home/content 200 1 ms`);
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toHaveLength(1);
    expect(writes[0].split('\n').filter(Boolean).map((line) => JSON.parse(line).reqId)).toEqual(['req-1', 'req-2', 'req-3']);

    logger.warn('the next turn');
    await nextTurn();
    expect(writes).toHaveLength(2);
    expect(JSON.parse(writes[1])).toMatchObject({ level: 40, msg: 'the next turn' });
  });

  it('are written when the process exits before the turn ends', async () => {
    // A real process and its standard output: the portal writes its lines to file descriptor 1.
    const script = `
      import pino from 'pino';
      import { LinesOfOneTurn } from './src/server/logger.ts';
      const logger = pino({ level: 'info' }, new LinesOfOneTurn(pino.destination({ dest: 1, sync: true })));
      logger.info('answered');
      logger.error('stopping');
      process.exit(3);
    `;
    const child = promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() });
    const failure = await child.then(() => undefined, (error: { code: number; stdout: string }) => error);
    expect(failure?.code).toBe(3);
    expect(failure?.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line).msg)).toEqual(['answered', 'stopping']);
  });
});
