import type { BodyIssue } from './body-checks';

/** Where a portal's diagrams are served from: SVG files in its assets/diagrams folder. */
const diagramAddress = (tenantId: string) => `/api/content-assets/${tenantId}/diagrams/`;

const IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)/g;
/** A text alternative describes the picture; a label such as "diagram" does not. */
const MIN_ALT_WORDS = 8;

/**
 * Images in a body (code is not prose). Every image needs a text alternative. A diagram is an SVG of
 * the portal's `assets/diagrams/`, shown as an image (so no script of it ever runs) whose alt text
 * says what it shows; the SVG itself carries role="img" and a <title> for when it is opened alone.
 */
export function imageIssues(body: string, tenantId: string, diagrams: ReadonlyMap<string, string>): BodyIssue[] {
  const issues: BodyIssue[] = [];
  const prefix = diagramAddress(tenantId);
  let fence: string | null = null;
  body.split('\n').forEach((line, index) => {
    const marker = /^ {0,3}(`{3,}|~{3,})(\S*)/.exec(line);
    if (marker) {
      if (!fence && marker[2] !== 'quizdown') fence = marker[1];
      else if (fence && marker[1].startsWith(fence) && !marker[2]) fence = null;
      return;
    }
    if (fence) return;
    for (const [, alt, target] of line.replace(/`[^`]*`/g, '').matchAll(IMAGE)) {
      const at = { line: index + 1 };
      const words = alt.split(/\s+/).filter(Boolean).length;
      if (words === 0) issues.push({ ...at, message: `image "${target}" needs a text alternative: ![what it shows](${target})` });
      if (!target.startsWith('/api/content-assets/')) continue;
      if (!target.startsWith(prefix) || !target.endsWith('.svg')) {
        issues.push({ ...at, message: `image "${target}" must be a diagram of this portal: ${prefix}<name>.svg` });
        continue;
      }
      const svg = diagrams.get(target.slice(prefix.length));
      if (svg === undefined) {
        issues.push({ ...at, message: `no diagram ${tenantId}/assets/diagrams/${target.slice(prefix.length)}` });
        continue;
      }
      if (words > 0 && words < MIN_ALT_WORDS) {
        issues.push({
          ...at,
          message: `diagram "${target}" needs a text alternative of at least ${MIN_ALT_WORDS} words saying what it shows`,
        });
      }
      issues.push(...svgIssues(svg).map((message) => ({ ...at, message: `diagram "${target}" ${message}` })));
    }
  });
  return issues;
}

/** What an accessible, script-free diagram file must hold. */
function svgIssues(svg: string): string[] {
  const issues: string[] = [];
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  if (!/\brole="img"/.test(root)) issues.push('must have role="img" on its <svg> element');
  if (!/<title\b[^>]*>[^<]*\S[^<]*<\/title>/.test(svg)) issues.push('must have a <title>');
  if (/<script\b|<foreignObject\b|\son[a-z]+\s*=/i.test(svg)) issues.push('must hold no script, event handler or foreignObject');
  return issues;
}
