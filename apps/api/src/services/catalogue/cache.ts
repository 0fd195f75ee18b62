import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { loadSnapshot, readContentVersion, type CatalogueSnapshot } from './snapshot';

interface Entry {
  snapshot: Promise<CatalogueSnapshot>;
  /** The snapshot once loaded, for callers that cannot wait (the visitor replay). */
  loaded?: CatalogueSnapshot;
  checkedAt: number;
}

/**
 * Content changes only on import, so each replica keeps a snapshot per portal and checks the
 * content version at most once per `ttlMs`. The snapshot holds no per-user data.
 */
export class CatalogueCache {
  private readonly entries = new Map<TenantId, Entry>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(tenantId: TenantId): Promise<CatalogueSnapshot> {
    const entry = this.entries.get(tenantId);
    if (!entry) return this.load(tenantId);
    if (this.now() - entry.checkedAt < this.ttlMs) return entry.snapshot;
    entry.checkedAt = this.now();
    const [current, version] = await Promise.all([entry.snapshot, readContentVersion(this.db, tenantId)]);
    return version === current.version ? current : this.load(tenantId);
  }

  /**
   * The portal's snapshot when it is loaded and was checked within `ttlMs`, without waiting or
   * checking: what `get` would answer right now without a query. Otherwise undefined.
   */
  fresh(tenantId: TenantId): CatalogueSnapshot | undefined {
    const entry = this.entries.get(tenantId);
    return entry && this.now() - entry.checkedAt < this.ttlMs ? entry.loaded : undefined;
  }

  /** Called by an import in this process so it sees its own change at once. */
  invalidate(): void {
    this.entries.clear();
  }

  private load(tenantId: TenantId): Promise<CatalogueSnapshot> {
    const snapshot = loadSnapshot(this.db, tenantId);
    const entry: Entry = { snapshot, checkedAt: this.now() };
    this.entries.set(tenantId, entry);
    snapshot.then(
      (loaded) => (entry.loaded = loaded),
      () => this.entries.get(tenantId) === entry && this.entries.delete(tenantId),
    );
    return snapshot;
  }
}
