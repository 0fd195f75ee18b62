import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify answering a constant, measured in the same run as the API. It can
 * also replay the API's answers (their bytes and headers, each set with PUT /answer/:name), which
 * shows what sending an answer costs without any of the API's own work.
 */
interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body's bytes as the API sent them (compressed when it was), in base64. */
  body: string;
}
const app = Fastify({ bodyLimit: 16 * 1024 * 1024 });
const answers = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
app.get('/', async () => ({ hello: 'world' }));
app.put<{ Params: { name: string }; Body: Answer }>('/answer/:name', async (request) => {
  // Kept as bytes, as a server that keeps its answers sends them: no encoding per request.
  answers.set(request.params.name, {
    status: request.body.status,
    headers: request.body.headers,
    body: Buffer.from(request.body.body, 'base64'),
  });
  return { ok: true };
});
app.get<{ Params: { name: string } }>('/answer/:name', (request, reply) => {
  const answer = answers.get(request.params.name);
  if (!answer) return reply.code(404).send();
  reply.code(answer.status).headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
