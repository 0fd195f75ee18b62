import Fastify from 'fastify';

/** The baseline: a bare Fastify answering a constant, measured in the same run as the API. */
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
