/**
 * Recent answers, serialised, keyed by portal, content version, kind of viewer and query: an import
 * changes the version, so nothing stale is served (decision 005's rule for the catalogue). Nothing
 * personal is in an answer, so one entry serves every viewer of the same kind. Least recently used
 * entries leave first, which bounds the memory any stream of queries can take.
 */
export class SearchCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
