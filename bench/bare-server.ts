import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** An answer the portal gave, to be given again byte for byte (bench/public-reads.ts). */
export interface RecordedAnswer {
  method: 'GET' | 'POST';
  url: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

/**
 * The yardstick: a bare Fastify JSON route, measured in the same run as the portal. Given
 * BARE_ANSWERS (a JSON file of RecordedAnswer), also one route per answer that sends those very
 * bytes and headers and does nothing else.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 200, message: 'Operation Successful', data: { hello: 'world' } }));
const answers: RecordedAnswer[] = process.env.BARE_ANSWERS ? JSON.parse(readFileSync(process.env.BARE_ANSWERS, 'utf8')) : [];
for (const answer of answers) {
  const body = Buffer.from(answer.bodyBase64, 'base64');
  app.route({ method: answer.method, url: answer.url, handler: (_request, reply) => reply.code(answer.status).headers(answer.headers).send(body) });
}
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
console.log('ready');
