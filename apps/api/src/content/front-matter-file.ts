import { LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';

export interface ContentIssue {
  file: string;
  line: number;
  /** 1-based column, where the check knows it (YAML's own errors); otherwise the line is all there is. */
  column?: number;
  field?: string;
  message: string;
}

export interface ParsedFile<T> {
  data: T;
  body: string;
  /** 1-based line where the body starts, to report lines inside it. */
  bodyLine: number;
}

const FENCE = /^---\s*$/;

/**
 * Splits `---` front matter from the body and validates it with the given schema. Every issue
 * names the file, the line of the offending key and the field path.
 */
export function parseFrontMatterFile<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
): { parsed: ParsedFile<z.output<S>> | null; issues: ContentIssue[] } {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (!FENCE.test(lines[0] ?? '')) {
    return { parsed: null, issues: [{ file, line: 1, message: 'the file must start with --- front matter' }] };
  }
  const close = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (close === -1) {
    return { parsed: null, issues: [{ file, line: 1, message: 'the front matter is never closed with ---' }] };
  }
  const counter = new LineCounter();
  const document = parseDocument(lines.slice(1, close).join('\n'), { lineCounter: counter, prettyErrors: false });
  if (document.errors.length > 0) {
    return {
      parsed: null,
      issues: document.errors.map((error) => ({
        file,
        line: 1 + counter.linePos(error.pos[0]).line,
        column: counter.linePos(error.pos[0]).col,
        message: `front matter is not valid YAML: ${error.message.split('\n')[0]}`,
      })),
    };
  }
  const result = schema.safeParse(document.toJS() ?? {});
  if (!result.success) {
    return {
      parsed: null,
      issues: result.error.issues.map((issue) => {
        const path = issue.path.map(String);
        const keys = issue.code === 'unrecognized_keys' ? [...path, ...issue.keys.slice(0, 1)] : path;
        return {
          file,
          line: 1 + lineOf(document, counter, keys),
          field: (issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : path.join('.')) || undefined,
          message: issue.message,
        };
      }),
    };
  }
  return {
    parsed: { data: result.data, body: lines.slice(close + 1).join('\n'), bodyLine: close + 2 },
    issues: [],
  };
}

/** The line of the deepest existing node on the path, falling back to the first line. */
function lineOf(document: ReturnType<typeof parseDocument>, counter: LineCounter, path: string[]): number {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const keys = path.slice(0, depth).map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    const node = document.getIn(keys, true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return counter.linePos(node.range[0]).line;
    const parentPath = keys.slice(0, -1);
    const parent = (parentPath.length ? document.getIn(parentPath, true) : document.contents) as {
      items?: { key?: { value?: unknown; range?: [number, number, number] } }[];
    } | null;
    const pair = parent?.items?.find((item) => item.key?.value === keys[keys.length - 1]);
    if (pair?.key?.range) return counter.linePos(pair.key.range[0]).line;
  }
  return 1;
}

/** The 1-based line of a top-level front matter key, or 1 when the key is not written. */
export function frontMatterLine(text: string, key: string): number {
  const lines = text.split('\n');
  const close = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  const at = lines.slice(0, close === -1 ? lines.length : close).findIndex((line) => line.startsWith(`${key}:`));
  return at === -1 ? 1 : at + 1;
}
