/**
 * The process's memory limit in bytes (its cgroup's, as a pod's `resources.limits.memory`), or
 * undefined where there is none. Node answers 0 for none, and today the largest 64-bit number where a
 * cgroup sets no limit (nodejs/node#59227).
 */
export function memoryLimitBytes(): number | undefined {
  const limit = process.constrainedMemory();
  return limit > 0 && limit < 2 ** 60 ? limit : undefined;
}
