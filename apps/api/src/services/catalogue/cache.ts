import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { loadSnapshot, readContentVersion, type CatalogueSnapshot } from './snapshot';

interface Entry {
  snapshot: Promise<CatalogueSnapshot>;
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

  /** Called by an import in this process so it sees its own change at once. */
  invalidate(): void {
    this.entries.clear();
  }

  private load(tenantId: TenantId): Promise<CatalogueSnapshot> {
    const snapshot = loadSnapshot(this.db, tenantId);
    this.entries.set(tenantId, { snapshot, checkedAt: this.now() });
    snapshot.catch(() => this.entries.delete(tenantId));
    return snapshot;
  }
}
