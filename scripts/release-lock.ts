/**
 * The release folder's package-lock.json, cut from the repository's own lock: the packages the
 * bundle imports and everything they need, at the exact versions the repository installs and
 * tests. No registry is asked. The packages are laid out afresh (a workspace's own copy, such as
 * apps/api/node_modules/x, moves to the top), and every dependency is checked to resolve, as Node
 * would resolve it, to the version the repository uses.
 */

interface LockEntry {
  version?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface Lockfile {
  name: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** `node_modules/a/node_modules/b` → `node_modules/a`; `node_modules/a` or `apps/api` → `` (the root). */
function parentOf(location: string): string {
  const at = location.lastIndexOf('/node_modules/');
  return at === -1 ? '' : location.slice(0, at);
}

/** Where Node finds `name` when it is required from `from`, in a tree of locations. */
function resolveIn(has: (location: string) => boolean, from: string, name: string): string | undefined {
  for (let base = from; ; base = parentOf(base)) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (has(candidate)) return candidate;
    if (!base) return undefined;
  }
}

/** The packages a lock entry needs: its dependencies, and the optional and peer ones npm installed. */
function needs(lock: Lockfile, location: string): { name: string; from: string }[] {
  const entry = lock.packages[location];
  const has = (candidate: string) => candidate in lock.packages;
  const result: { name: string; from: string }[] = [];
  for (const name of Object.keys(entry.dependencies ?? {})) {
    const from = resolveIn(has, location, name);
    if (!from) throw new Error(`${name} (needed by ${location}) is not in package-lock.json`);
    result.push({ name, from });
  }
  // Optional and peer packages npm did not install (another platform's binary, say) stay out.
  for (const name of Object.keys({ ...entry.optionalDependencies, ...entry.peerDependencies })) {
    const from = resolveIn(has, location, name);
    if (from && !result.some((item) => item.name === name)) result.push({ name, from });
  }
  return result;
}

/**
 * `imports` maps each package the bundle imports to the folder it is imported from (a workspace,
 * e.g. `apps/api`), since a workspace may have its own version of a package.
 */
export function releaseLock(lock: Lockfile, name: string, version: string, imports: Record<string, string>) {
  const placed = new Map<string, { entry: LockEntry; original: string }>();
  const has = (location: string) => placed.has(location);
  const versionAt = (location: string) => placed.get(location)?.entry.version;
  const queue: { location: string; original: string }[] = [];

  /** Puts the package found at `original` where `requester` (a new location, '' for the root) resolves it. */
  const place = (packageName: string, original: string, requester: string) => {
    const entry = lock.packages[original];
    if (!entry?.version || entry.link) throw new Error(`${original} is not an installed package`);
    const seen = resolveIn(has, requester, packageName);
    if (seen && versionAt(seen) === entry.version) return;
    const location = seen || !requester ? `${requester ? `${requester}/` : ''}node_modules/${packageName}` : `node_modules/${packageName}`;
    if (placed.has(location)) throw new Error(`two versions of ${packageName} would share ${location}`);
    const { dev: _dev, devOptional: _devOptional, ...kept } = entry;
    placed.set(location, { entry: kept, original });
    queue.push({ location, original });
  };

  const dependencies: Record<string, string> = {};
  for (const [packageName, from] of Object.entries(imports).toSorted(([a], [b]) => a.localeCompare(b))) {
    const original = resolveIn((location) => location in lock.packages, from, packageName);
    if (!original) throw new Error(`${packageName} is imported by the bundle but not installed`);
    dependencies[packageName] = lock.packages[original].version!;
    place(packageName, original, '');
  }
  while (queue.length > 0) {
    const { location, original } = queue.shift()!;
    for (const need of needs(lock, original)) place(need.name, need.from, location);
  }

  // Laying out later packages may shadow an earlier one's dependency: prove every one resolves.
  for (const [location, { original }] of placed) {
    for (const need of needs(lock, original)) {
      const found = resolveIn(has, location, need.name);
      if (!found || versionAt(found) !== lock.packages[need.from].version) {
        throw new Error(`${need.name} would not resolve to ${lock.packages[need.from].version} from ${location}`);
      }
    }
  }

  const packages: Record<string, LockEntry> = { '': { name, version, dependencies } };
  for (const location of [...placed.keys()].toSorted()) packages[location] = placed.get(location)!.entry;
  return { lock: { name, lockfileVersion: lock.lockfileVersion, requires: true, packages } satisfies Lockfile, dependencies };
}
