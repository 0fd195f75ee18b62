import { and, desc, eq } from 'drizzle-orm';
import type { LabVariant, TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { labProjects } from '../../db/schema';

/** Which archives a lab ships (`course` is `guides` for a guide's lab), for its page. */
export async function labProjectFiles(db: Database, tenantId: TenantId, course: string, lesson: string) {
  const rows = await db
    .select({ variant: labProjects.variant, fileName: labProjects.fileName, dataBase64: labProjects.dataBase64 })
    .from(labProjects)
    .where(and(eq(labProjects.tenantId, tenantId), eq(labProjects.course, course), eq(labProjects.lesson, lesson)))
    // starter before solution
    .orderBy(desc(labProjects.variant));
  return rows.map((row) => ({
    variant: row.variant as LabVariant,
    fileName: row.fileName,
    sizeBytes: Buffer.byteLength(row.dataBase64, 'base64'),
  }));
}

/** One archive's bytes, or null when the lab ships none of that variant. */
export async function labProjectArchive(db: Database, tenantId: TenantId, course: string, lesson: string, variant: LabVariant) {
  const [row] = await db
    .select()
    .from(labProjects)
    .where(
      and(
        eq(labProjects.tenantId, tenantId),
        eq(labProjects.course, course),
        eq(labProjects.lesson, lesson),
        eq(labProjects.variant, variant),
      ),
    );
  return row ? { fileName: row.fileName, hash: row.hash, bytes: Buffer.from(row.dataBase64, 'base64') } : null;
}
