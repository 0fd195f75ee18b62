import type { InsightsRange, InsightsReport } from '@academy/shared';
import { downloadFromApi } from '../../../lib/api-client';

interface ExportOptions {
  courseId?: string;
  includeEmails?: boolean;
}

/** One chart's table, or the learners list, as a CSV file (GET /api/admin/insights/export). */
export function downloadInsightsCsv(report: InsightsReport, { from, to }: InsightsRange, { courseId, includeEmails }: ExportOptions = {}) {
  return downloadFromApi(
    '/admin/insights/export',
    { report, from, to, courseId, includeEmails: includeEmails ? 'true' : undefined },
    `insights-${report}.csv`,
  );
}
