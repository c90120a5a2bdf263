import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OrderFieldMessage } from '../../../shared/api/orders.ts';
import { isMessageKey } from '../messages.ts';
import { orderMessages } from './orders.ts';

async function sourcesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'));
  return Promise.all(files.map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')));
}

describe('order messages', () => {
  it('has a sentence in both languages for every message code of the shared order schemas', () => {
    for (const code of Object.values(OrderFieldMessage)) expect(isMessageKey(code), code).toBe(true);
  });

  it('has a sentence for every timeline event the server writes, so the timeline never shows a bare key', async () => {
    const root = path.resolve(import.meta.dirname, '../../domain');
    const sources = (await Promise.all([sourcesUnder(path.join(root, 'orders')), sourcesUnder(path.join(root, 'payments')), sourcesUnder(path.join(root, 'entitlements'))])).flat();
    const events = new Set(sources.flatMap((source) => [...source.matchAll(/\bevent: '(\w+)'/g)].map((match) => match[1])));
    expect(events.size).toBeGreaterThan(8);
    for (const event of events) expect(isMessageKey(event), event).toBe(true);
  });

  it('never leaves a language empty', () => {
    for (const [key, text] of Object.entries(orderMessages)) {
      expect(text.en.trim(), key).not.toBe('');
      expect(text.cn.trim(), key).not.toBe('');
    }
  });
});
