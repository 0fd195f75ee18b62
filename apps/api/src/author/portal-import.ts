import type { TenantId } from '@academy/shared';
import { readContentBundle } from '../content/bundle';
import type { ContentIssue } from '../content/front-matter-file';
import { importContent } from '../content/import-content';
import { parseBundle } from '../content/parse-bundle';
import { getMarkdownRenderer, type RenderMarkdown } from '../content/render-markdown';
import type { Database } from '../db/client';

export interface PortalImport {
  issues: ContentIssue[];
  /** Rows the import wrote: after a save, that file's item and what hangs on it (decision 065). */
  written: number;
  /** Reading, checking and importing the portal, in milliseconds. */
  ms: number;
}

/**
 * Imports one portal's folder (with the versions table) as `npm run content:import -- --tenant`
 * does: what passes the check is imported, a course with a broken file keeps its last imported
 * version, and every issue is given back.
 */
export async function importPortal(db: Database, root: string, tenantId: TenantId, render: RenderMarkdown): Promise<PortalImport> {
  const started = performance.now();
  const parsed = await parseBundle(await readContentBundle(root, [tenantId]));
  const { issues, written } = await importContent(db, parsed, render);
  return { issues, written: written[tenantId] ?? 0, ms: Math.round(performance.now() - started) };
}

/** Entries the preview's renderer keeps before it starts over. */
const MAX_RENDERED = 20_000;

/**
 * The markdown renderer, remembering what it rendered: an import renders every body of the portal
 * again, and after a save all but one of them are unchanged.
 */
export async function rememberingRenderer(): Promise<RenderMarkdown> {
  const render = await getMarkdownRenderer();
  const rendered = new Map<string, Promise<string>>();
  return (markdown) => {
    let html = rendered.get(markdown);
    if (!html) {
      if (rendered.size >= MAX_RENDERED) rendered.clear();
      html = render(markdown);
      html.catch(() => rendered.delete(markdown));
      rendered.set(markdown, html);
    }
    return html;
  };
}
