import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityScriptPreloads } from './script-preload-priority.ts';

const page =
  '<!DOCTYPE html><html lang="zh-CN"><head><title>课程目录 · 常青学院</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/framework.js"/>' +
  '<link rel="stylesheet" href="/assets/shell.css"/></head>' +
  '<body><p>链接示例：&lt;link rel="modulepreload"&gt;</p><script type="module" async="">import("/assets/entry.client.js");</script></body></html>';

/** Streams `html` through the rewrite in chunks of `size` bytes, so that chunks split characters and tags. */
function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, 'utf8');
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
  return text(Readable.from(chunks).pipe(lowPriorityScriptPreloads()));
}

describe('lowPriorityScriptPreloads', () => {
  it('marks every script preload of the head low priority and changes nothing else', async () => {
    const expected = page.replaceAll('<link rel="modulepreload" href', '<link rel="modulepreload" fetchPriority="low" href');
    for (const size of [1, 2, 7, 64, 100_000]) expect(await rewrite(page, size)).toBe(expected);
  });

  it('leaves the body alone, even a text that looks like a preload', async () => {
    const body = (await rewrite(page, 5)).split('</head>')[1];
    expect(body).toBe(page.split('</head>')[1]);
  });

  it('passes a stream without a head through whole', async () => {
    expect(await rewrite('{"not":"a page","名字":"值"}', 3)).toBe('{"not":"a page","名字":"值"}');
  });
});
