import Fastify from 'fastify';

/** The yardstick: a bare Fastify JSON route, measured in the same run as the portal. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 200, message: 'Operation Successful', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
console.log('ready');
