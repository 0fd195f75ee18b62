import { and, asc, eq } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { contentAssets, guides, lessons, pages } from '../../db/schema';

/**
 * What the catalogue snapshot leaves out because it is big or rarely read: bodies, pages and
 * images, read by id within the portal.
 */
export async function lessonBodyHtml(db: Database, tenantId: TenantId, lessonId: string): Promise<string | null> {
  const [row] = await db
    .select({ bodyHtml: lessons.bodyHtml })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.tenantId, tenantId)));
  return row?.bodyHtml ?? null;
}

export async function guideBodyHtml(db: Database, tenantId: TenantId, guideId: string): Promise<string | null> {
  const [row] = await db
    .select({ bodyHtml: guides.bodyHtml })
    .from(guides)
    .where(and(eq(guides.id, guideId), eq(guides.tenantId, tenantId)));
  return row?.bodyHtml ?? null;
}

/** A published content page by id or by slug. */
export async function findPage(db: Database, tenantId: TenantId, lookup: { id: string } | { slug: string }) {
  const match = 'id' in lookup ? eq(pages.id, lookup.id) : eq(pages.slug, lookup.slug);
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.published, true), match));
  return row ?? null;
}

export async function findAsset(db: Database, tenantId: TenantId, path: string) {
  const [asset] = await db
    .select()
    .from(contentAssets)
    .where(and(eq(contentAssets.tenantId, tenantId), eq(contentAssets.path, path)));
  return asset ?? null;
}

/** Slugs of the portal's published content pages, for the sitemap. */
export async function publishedPageSlugs(db: Database, tenantId: TenantId): Promise<string[]> {
  const rows = await db
    .select({ slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.published, true)))
    .orderBy(asc(pages.slug));
  return rows.map((row) => row.slug);
}
