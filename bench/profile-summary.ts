import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run bench:profile -- <dir>`: the functions where a V8 CPU profile (node --cpu-prof) spent its
 * time, by self time and by total time (self plus callees), so the hot spots of a bench run can be
 * read without a browser, as shares of the time the process was not idle.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const TOP = Number(process.env.PROFILE_TOP ?? 25);
/** PROFILE_MATCH=server.js,fastify keeps the functions whose name or file contains one of the words. */
const MATCH = process.env.PROFILE_MATCH?.split(',').filter(Boolean);

function label({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const where = url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\//, '~/')
    .replace(process.cwd() + '/', '');
  return `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    all += micros;
    const node = byId.get(id)!;
    self.set(label(node.callFrame), (self.get(label(node.callFrame)) ?? 0) + micros);
    // Each function once per sample, however deep its recursion.
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const name = label(byId.get(current)!.callFrame);
      if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + micros);
      seen.add(name);
    }
  });
  // Shares of busy time: the API waits between bench rows, and that wait says nothing about a hot path.
  const busy = all - (self.get('(idle)') ?? 0);
  const table = (map: Map<string, number>) =>
    [...map]
      .filter(([name]) => name !== '(idle)' && name !== '(root)' && (!MATCH || MATCH.some((word) => name.includes(word))))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, micros]) => ({
        function: name.slice(0, 110),
        ms: Math.round(micros / 1000),
        'of busy': `${((micros / busy) * 100).toFixed(1)}%`,
      }));
  console.log(`${Math.round(all / 1000)} ms sampled, ${Math.round(busy / 1000)} ms busy`);
  console.log('By self time');
  console.table(table(self));
  console.log('By total time');
  console.table(table(total));
}

const dir = process.argv[2];
if (!dir) throw new Error('usage: npm run bench:profile -- <folder with .cpuprofile files>');
for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
  console.log(`\n${file}`);
  summarise(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile);
}
