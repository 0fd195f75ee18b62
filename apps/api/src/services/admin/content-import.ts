import type { ContentBundle, TenantId } from '@academy/shared';
import type { ContentIssue } from '../../content/front-matter-file';
import { importContent, type TenantImportSummary } from '../../content/import-content';
import { VERSIONS_FILE } from '../../content/checks/versions-table';
import { parseBundle } from '../../content/parse-bundle';
import { getMarkdownRenderer } from '../../content/render-markdown';
import type { Database } from '../../db/client';
import { badRequest, forbidden } from '../../errors';
import { recordAudit, type Actor } from '../audit/audit-log';

const SHOWN_ISSUES = 10;

const describeIssues = (issues: ContentIssue[]) => {
  const shown = issues
    .slice(0, SHOWN_ISSUES)
    .map((issue) => `${issue.file}:${issue.line}${issue.field ? ` [${issue.field}]` : ''} ${issue.message}`);
  const more = issues.length > SHOWN_ISSUES ? `; and ${issues.length - SHOWN_ISSUES} more` : '';
  return `The bundle has ${issues.length} issue(s), nothing was imported: ${shown.join('; ')}${more}`;
};

/**
 * Imports a bundle for one portal with the CLI's parser and importer. Unlike the CLI it is all or
 * nothing: any issue (found while parsing or while importing) rolls the whole import back, together
 * with its audit row, so a bad upload leaves the portal as it was.
 */
export async function importPortalContent(
  db: Database,
  tenantId: TenantId,
  bundle: ContentBundle,
  actor: Actor,
): Promise<TenantImportSummary> {
  if (bundle.files.length === 0) throw badRequest('The bundle has no files', 'body.files');
  const foreign = bundle.files.find((file) => file.path !== VERSIONS_FILE && file.path.split('/')[0] !== tenantId);
  if (foreign) throw forbidden(`Only ${tenantId}/ files can be imported into the ${tenantId} portal; ${foreign.path} is not one`);
  const parsed = await parseBundle(bundle);
  if (parsed.issues.length > 0) throw badRequest(describeIssues(parsed.issues), 'body.files');
  const render = await getMarkdownRenderer();
  return db.transaction(async (tx) => {
    const result = await importContent(tx, parsed, render);
    if (result.issues.length > 0) throw badRequest(describeIssues(result.issues), 'body.files');
    const summary = result.tenants.find((item) => item.tenantId === tenantId)!;
    await recordAudit(tx, {
      tenantId,
      actor,
      action: 'content.import',
      entityType: 'content',
      entityId: tenantId,
      after: { files: bundle.files.length, ...summary },
    });
    return summary;
  });
}
