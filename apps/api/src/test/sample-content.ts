import { TENANTS, type TenantId } from '@academy/shared';
import { loadConfig } from '../config';
import { readContentBundle } from '../content/bundle';
import { parseBundle, type TenantContent } from '../content/parse-bundle';

/** The sample content as the importer reads it: the oracle for what the API must answer. */
export async function readSampleContent(): Promise<Record<TenantId, TenantContent>> {
  const { CONTENT_DIR } = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const parsed = await parseBundle(await readContentBundle(CONTENT_DIR));
  return Object.fromEntries(TENANTS.map((tenant) => [tenant, parsed.tenants.find((item) => item.tenantId === tenant)!])) as Record<
    TenantId,
    TenantContent
  >;
}

export const byOrder = <T extends { slug: string; data: { order: number } }>(items: T[]) =>
  [...items].sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
