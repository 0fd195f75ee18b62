import { startBalancer } from '../deploy/test/balancer';
import { measure, CONNECTIONS, DURATION_SECONDS, type Figures } from './load';
import { freePort, startApi, stop } from './processes';
import { signIn } from './sign-in';

/**
 * Scale-out on one PostgreSQL: signed-in reads through the test balancer (deploy/test/balancer.ts)
 * to one replica and to two, alternated (one, two, two, one) so drift on a noisy machine cancels.
 * Everything shares this machine's cores (replicas, balancer, load generator), so the figure says
 * whether a second replica adds throughput here, not what it adds on separate nodes.
 */
export async function benchReplicas(databaseUrl: string) {
  const proxyPort = await freePort();
  // One public origin for both replicas, as behind an ingress: a token from either works on both.
  const env = { DATABASE_URL: databaseUrl, PUBLIC_ORIGIN_TEMPLATE: `http://{tenant}.localhost:${proxyPort}` };
  const first = await startApi(env);
  const second = await startApi({ ...env, DEMO_ACCOUNTS: 'false' });
  const pair = await startBalancer([first.port, second.port], { port: proxyPort });
  const single = await startBalancer([first.port]);
  try {
    const token = await signIn(proxyPort, 'kube', 'pro@kube.academy.test', 'academy-pro-learner');
    const headers = { tenantid: 'kube', authorization: `Bearer ${token}` };
    const path = '/api/courses/list';
    const run = (port: number) => measure({ url: `http://127.0.0.1:${port}${path}`, headers });
    const runs: { replicas: number; figures: Figures }[] = [];
    for (const [replicas, port] of [
      [1, single.port],
      [2, pair.port],
      [2, pair.port],
      [1, single.port],
    ])
      runs.push({ replicas, figures: await run(port) });
    const summary = [1, 2].map((replicas) => {
      const mine = runs.filter((item) => item.replicas === replicas).map((item) => item.figures);
      const average = (pick: (figures: Figures) => number) =>
        Math.round(mine.reduce((sum, figures) => sum + pick(figures), 0) / mine.length);
      return {
        replicas,
        'requests/s': average((figures) => figures.rps),
        'p50 ms': average((figures) => figures.p50),
        'p99 ms': average((figures) => figures.p99),
        failures: average((figures) => figures.failures),
      };
    });
    console.log(
      `\nReplicas behind the balancer, GET ${path} as a learner: autocannon ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, two runs each`,
    );
    console.table(summary);
  } finally {
    await Promise.all([pair.close(), single.close()]);
    await Promise.all([stop(first.child), stop(second.child)]);
  }
}
