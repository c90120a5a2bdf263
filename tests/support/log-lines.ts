import { Writable } from 'node:stream';

/** A logger's destination that keeps the JSON lines written to it, parsed. */
export class LogLines extends Writable {
  readonly lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
}
