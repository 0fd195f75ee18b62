import { watch, type FSWatcher } from 'node:fs';
import { isTenantId, TENANTS, type TenantId } from '@academy/shared';
import { VERSIONS_FILE } from '../content/checks/versions-table';

/** Saves come in bursts (an editor writes, renames and touches): one import per burst. */
const SETTLE_MS = 40;

/**
 * Watches the content folder and names the portals whose files changed, once per burst of
 * changes. The versions table belongs to every portal's check, so a change to it names them all;
 * editors' hidden and backup files (`.x.swp`, `x~`) are not content and name none.
 */
export function watchContent(root: string, onChange: (tenants: TenantId[]) => void): FSWatcher {
  const changed = new Set<TenantId>();
  let timer: NodeJS.Timeout | undefined;
  return watch(root, { recursive: true }, (_event, filename) => {
    const tenants = portalsOf(filename);
    if (tenants.length === 0) return;
    tenants.forEach((tenant) => changed.add(tenant));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const names = [...changed];
      changed.clear();
      onChange(names);
    }, SETTLE_MS);
  });
}

function portalsOf(filename: string | null): readonly TenantId[] {
  if (!filename) return TENANTS;
  const parts = filename.split(/[\\/]/);
  if (parts.some((part) => part.startsWith('.') || part.endsWith('~'))) return [];
  if (parts.length === 1) return parts[0] === VERSIONS_FILE ? TENANTS : [];
  return isTenantId(parts[0]) ? [parts[0]] : [];
}
