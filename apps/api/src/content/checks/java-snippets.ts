import type * as JavaParser from 'java-parser';
import { memoized } from '../run-memo';

/** Loaded by loadJavaParser, not at start-up: the parser takes seconds to load. */
let parser: typeof JavaParser | null = null;
export async function loadJavaParser(): Promise<void> {
  parser ??= await import('java-parser');
}
function parse(code: string): void {
  if (!parser) throw new Error('call loadJavaParser before checking Java');
  parser.parse(code);
}

type JavaVerdict = { line: number; message: string } | null;

/**
 * Verdicts by snippet text. Parsing is most of a portal's check (chevrotain, up to three shapes per
 * snippet), and a long-lived process checks the same snippets again on every import: `npm run author`
 * on each save. Bounded: a process that sees more distinct snippets starts over. Within a test run
 * each snippet is parsed once for all its processes (run-memo.ts).
 */
const verdicts = new Map<string, JavaVerdict>();
const MAX_VERDICTS = 20_000;

/**
 * Why a Java snippet does not parse, or null. A lesson shows whole files, class members or a few
 * statements, so each is tried in turn: as a compilation unit, as the members of a class, as the
 * statements of a method. The error reported is the one of the shape that got furthest.
 */
export function javaParseError(code: string): JavaVerdict {
  if (verdicts.has(code)) return verdicts.get(code)!;
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  const verdict = memoized('java', code, () => parseShapes(code));
  verdicts.set(code, verdict);
  return verdict;
}

function parseShapes(code: string): JavaVerdict {
  const shapes = [
    { prefix: '', suffix: '' },
    { prefix: 'class Snippet {\n', suffix: '\n}' },
    { prefix: 'class Snippet { void snippet() throws Exception {\n', suffix: '\n} }' },
  ];
  let best: JavaVerdict = null;
  for (const { prefix, suffix } of shapes) {
    try {
      parse(`${prefix}${code}${suffix}`);
      return null;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const position = /line: (\d+), column: (\d+)/.exec(text);
      const offset = prefix ? 1 : 0;
      const line = Math.max(1, Math.min(code.split('\n').length, (position ? Number(position[1]) : 1) - offset));
      const expected = text.split('\n').find((row) => row.startsWith('Expecting')) ?? 'a Java syntax error';
      const candidate = { line, message: `${expected.replace(/:$/, '')} at column ${position?.[2] ?? '?'}` };
      if (!best || candidate.line > best.line) best = candidate;
    }
  }
  return best;
}
