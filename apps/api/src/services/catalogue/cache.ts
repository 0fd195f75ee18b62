import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { loadSnapshots, readContentVersion, type CatalogueSnapshot, type Snapshots } from './snapshot';

interface Entry {
  /** What visitors and learners see. */
  everyone: Promise<CatalogueSnapshot>;
  /** What the portal's admins and authors see: the same promise when nothing is hidden. */
  staff: Promise<CatalogueSnapshot>;
  /** The snapshots once loaded, for callers that cannot wait (the visitor replay). */
  loaded?: Snapshots;
  /** When a scheduled item appears and the snapshots are over; Infinity until loaded or when nothing is scheduled. */
  nextPublishAt: number;
  checkedAt: number;
}

/**
 * Content changes only on import, so each replica keeps a snapshot per portal and checks the
 * content version at most once per `ttlMs`. The snapshot holds no per-user data. A snapshot with
 * scheduled items ends at the first one's time, when every replica loads the next one without an
 * import (decision 062).
 */
export class CatalogueCache {
  private readonly entries = new Map<TenantId, Entry>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The portal's catalogue for visitors and learners, or with `staff` as its admins and authors see it. */
  async get(tenantId: TenantId, staff = false): Promise<CatalogueSnapshot> {
    const entry = this.entries.get(tenantId);
    if (!entry) return this.pick(this.load(tenantId), staff);
    const now = this.now();
    if (now - entry.checkedAt < this.ttlMs && now < entry.nextPublishAt) return staff ? entry.staff : entry.everyone;
    if (now >= entry.nextPublishAt) return this.pick(this.load(tenantId), staff);
    entry.checkedAt = now;
    const [current, version] = await Promise.all([entry.everyone, readContentVersion(this.db, tenantId)]);
    if (version !== current.version) return this.pick(this.load(tenantId), staff);
    return staff ? entry.staff : current;
  }

  /**
   * The portal's visitors' snapshot when it is loaded, was checked within `ttlMs` and no scheduled
   * item has appeared since, without waiting or checking: what `get` would answer right now without
   * a query. Otherwise undefined.
   */
  fresh(tenantId: TenantId): CatalogueSnapshot | undefined {
    const entry = this.entries.get(tenantId);
    if (!entry) return undefined;
    const now = this.now();
    return now - entry.checkedAt < this.ttlMs && now < entry.nextPublishAt ? entry.loaded?.everyone : undefined;
  }

  /** Called by an import in this process so it sees its own change at once. */
  invalidate(): void {
    this.entries.clear();
  }

  private pick(entry: Entry, staff: boolean): Promise<CatalogueSnapshot> {
    return staff ? entry.staff : entry.everyone;
  }

  private load(tenantId: TenantId): Entry {
    const snapshots = loadSnapshots(this.db, tenantId, this.now());
    const entry: Entry = {
      everyone: snapshots.then((loaded) => loaded.everyone),
      staff: snapshots.then((loaded) => loaded.staff),
      nextPublishAt: Infinity,
      checkedAt: this.now(),
    };
    this.entries.set(tenantId, entry);
    snapshots.then(
      (loaded) => {
        entry.loaded = loaded;
        entry.nextPublishAt = loaded.nextPublishAt;
      },
      () => this.entries.get(tenantId) === entry && this.entries.delete(tenantId),
    );
    // The derived promises reject with the load; whoever awaits them sees it, the other must not go unhandled.
    entry.everyone.catch(() => undefined);
    entry.staff.catch(() => undefined);
    return entry;
  }
}
