import { join, relative, sep } from 'node:path';
import type { ContentIssue } from './front-matter-file';

/**
 * A content problem as one `file:line:col: message` line: the shape compilers print and GitHub's and
 * GitLab's problem matchers, reviewdog (`-efm="%f:%l:%c: %m"`) and editors turn into annotations.
 * The file is named from `cwd`, as CI checks out the repository there; the column is 1 where a
 * check knows only the line.
 */
export function problemLine(issue: ContentIssue, contentRoot: string, cwd: string): string {
  const file = relative(cwd, join(contentRoot, issue.file)).split(sep).join('/');
  const field = issue.field ? ` [${issue.field}]` : '';
  return `${file}:${issue.line}:${issue.column ?? 1}: ${issue.message.replace(/\s*\n\s*/g, ' ')}${field}`;
}
