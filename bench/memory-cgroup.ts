import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const V1_MEMORY = '/sys/fs/cgroup/memory';
const V2_ROOT = '/sys/fs/cgroup';

export interface MemoryCgroup {
  limitMiB: number;
  /** The command line that starts `argv` inside the cgroup, with the same process id. */
  wrap(argv: string[]): string[];
  /** The most memory the cgroup's processes have held, in MiB. */
  peakMiB(): number;
  remove(): void;
}

/**
 * BENCH_MEMORY_LIMIT_MIB=512: each API process the bench starts runs in a memory cgroup of its own
 * with that limit, as in a pod (Node sizes V8's heap from the limit, decision 035). Needs root and
 * the memory controller (cgroup v1, or v2 with its interface files; v1 is what this machine has).
 */
export function memoryCgroup(name: string): MemoryCgroup | undefined {
  const limitMiB = Number(process.env.BENCH_MEMORY_LIMIT_MIB ?? 0);
  if (!limitMiB) return undefined;
  const v1 = existsSync(join(V1_MEMORY, 'memory.limit_in_bytes'));
  const directory = join(v1 ? V1_MEMORY : V2_ROOT, name);
  try {
    if (!v1) writeFileSync(join(V2_ROOT, 'cgroup.subtree_control'), '+memory');
    mkdirSync(directory);
    writeFileSync(join(directory, v1 ? 'memory.limit_in_bytes' : 'memory.max'), String(limitMiB * 1024 * 1024));
  } catch (error) {
    throw new Error(`BENCH_MEMORY_LIMIT_MIB needs root and a cgroup memory controller: ${(error as Error).message}`);
  }
  return {
    limitMiB,
    // The shell joins the cgroup and then becomes the command: the limit holds from the process's start, when Node reads it.
    wrap: (argv) => ['sh', '-c', `echo $$ > ${join(directory, 'cgroup.procs')} && exec "$@"`, 'sh', ...argv],
    peakMiB: () =>
      Math.round(Number(readFileSync(join(directory, v1 ? 'memory.max_usage_in_bytes' : 'memory.peak'), 'utf8')) / 1024 / 1024),
    remove: () => rmdirSync(directory),
  };
}
