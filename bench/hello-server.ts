import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify answering a constant, measured in the same run as the API. It can
 * also replay the API's answers (their bytes and headers, each set with PUT /answer/:name), which
 * shows what sending an answer costs without any of the API's own work.
 */
interface Answer {
  headers: Record<string, string>;
  body: string;
}
const app = Fastify();
const answers = new Map<string, Answer>();
app.get('/', async () => ({ hello: 'world' }));
app.put<{ Params: { name: string }; Body: Answer }>('/answer/:name', async (request) => {
  answers.set(request.params.name, request.body);
  return { ok: true };
});
app.get<{ Params: { name: string } }>('/answer/:name', (request, reply) => {
  const answer = answers.get(request.params.name);
  if (!answer) return reply.code(404).send();
  reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
