import { codeBlocks } from './code-blocks';
import { javaParseError } from './java-snippets';
import { kubernetesManifestIssues } from './kubernetes-objects';
import { practiceIssues, type PracticeRule } from './practice-section';

/** An issue at a 1-based line of the body. */
export interface BodyIssue {
  line: number;
  field?: string;
  message: string;
}

/** The languages docs/content-format.md lists; the importer highlights these. */
export const FENCE_LANGUAGES = [
  'java',
  'kotlin',
  'yaml',
  'bash',
  'shell',
  'json',
  'xml',
  'properties',
  'dockerfile',
  'go',
  'typescript',
  'javascript',
  'sql',
  'hcl',
  'toml',
  'text',
] as const;
const LANGUAGES = new Set<string>(FENCE_LANGUAGES);

/**
 * What the importer checks in a lesson's or guide's markdown: each fence names a language, each
 * Java block parses, each YAML block that is a Kubernetes object matches its schema with pinned
 * images, each link is http(s), mailto or a path of the portal, and a practice has its shape.
 */
export function bodyIssues(body: string, practice: PracticeRule): BodyIssue[] {
  const issues: BodyIssue[] = [];
  for (const block of codeBlocks(body)) {
    if (block.origin === 'fence' && !LANGUAGES.has(block.language)) {
      issues.push({
        line: block.fenceLine,
        message: block.language
          ? `code fence language "${block.language}" is not one of ${FENCE_LANGUAGES.join(', ')}`
          : 'a code fence must name its language (text for plain output)',
      });
    }
    const where = block.origin === 'heredoc' ? ' (here-document)' : '';
    if (block.language === 'java') {
      const error = javaParseError(block.code);
      if (error) issues.push({ line: block.line + error.line - 1, message: `Java block${where} does not parse: ${error.message}` });
    }
    if (block.language === 'yaml') {
      for (const issue of kubernetesManifestIssues(block.code)) {
        issues.push({ line: block.line + issue.line - 1, message: `${issue.message}${where}` });
      }
    }
  }
  issues.push(...linkIssues(body), ...practiceIssues(body, practice));
  return issues.sort((a, b) => a.line - b.line);
}

const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)/g;
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/;
const AUTOLINK = /<([a-z][a-z0-9+.-]*:[^>\s]+)>/gi;
const ALLOWED_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/[^/][^\s]*|\/|#[^\s]*)$/i;

/** Links in prose (code is not prose): only http(s), mailto, a portal path or an anchor. */
function linkIssues(body: string): BodyIssue[] {
  const issues: BodyIssue[] = [];
  let fence: string | null = null;
  body.split('\n').forEach((line, index) => {
    const marker = /^ {0,3}(`{3,}|~{3,})(\S*)/.exec(line);
    if (marker) {
      if (!fence && marker[2] !== 'quizdown') fence = marker[1];
      else if (fence && marker[1].startsWith(fence) && !marker[2]) fence = null;
      return;
    }
    if (fence) return;
    const prose = line.replace(/`[^`]*`/g, '');
    const targets = [...prose.matchAll(INLINE_LINK), ...prose.matchAll(AUTOLINK)].map((match) => match[1]);
    const reference = REFERENCE_LINK.exec(prose);
    if (reference) targets.push(reference[1]);
    for (const target of targets) {
      if (!ALLOWED_LINK.test(target)) {
        issues.push({ line: index + 1, message: `link "${target}" must be an http(s) or mailto address, a portal path or an #anchor` });
      }
    }
  });
  return issues;
}

/** Words a reader reads per minute. */
const READING_WORDS_PER_MINUTE = 230;

/** `reading`: between reading the text and four times that plus ten minutes (its exercises). */
export type DurationRule = 'reading' | 'at-least-reading';

/** A duration must at least cover reading the text; under `reading` it may not be far longer. */
export function durationIssue(body: string, seconds: number, rule: DurationRule): string | null {
  const minutes = seconds / 60;
  const duration = `${Math.round(minutes)}m`;
  const words = body.split(/\s+/).filter(Boolean).length;
  const reading = words / READING_WORDS_PER_MINUTE;
  if (minutes + 0.5 < reading) {
    return `duration ${duration} is shorter than reading its ${words} words takes (about ${Math.ceil(reading)}m)`;
  }
  if (rule === 'reading' && minutes > reading * 4 + 10) {
    return `duration ${duration} is far longer than its ${words} words take to read (about ${Math.ceil(reading)}m)`;
  }
  return null;
}
