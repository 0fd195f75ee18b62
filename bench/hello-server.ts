import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify answering a constant, measured in the same run as the API. It can
 * also replay one of the API's answers (its bytes and headers, set with PUT /answer), which shows
 * what sending that answer costs without any of the API's own work.
 */
const app = Fastify();
let answer: { headers: Record<string, string>; body: string } = { headers: {}, body: '' };
app.get('/', async () => ({ hello: 'world' }));
app.put<{ Body: typeof answer }>('/answer', async (request) => {
  answer = request.body;
  return { ok: true };
});
app.get('/answer', (_request, reply) => {
  reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
