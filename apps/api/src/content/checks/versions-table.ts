import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import type { ContentIssue } from '../front-matter-file';

/** The table's place in a bundle: beside the portal folders, because products cross portals. */
export const VERSIONS_FILE = 'versions.yaml';

// Quoted in the file: YAML would read 3.10 as the number 3.1.
const version = z.string().regex(/^v?\d+(\.\d+)*$/, 'write a version as a quoted string of numbers and dots, e.g. "4.1.0"');

const productSchema = z.strictObject({
  product: z.string().min(1),
  /** How prose names it right before a version: "Spring Boot" in "Spring Boot 4.1.0". */
  mentions: z.array(z.string().min(1)).default([]),
  /** Image names whose tag is the product's version, without docker.io/library/. */
  images: z.array(z.string().min(1)).default([]),
  /** GitHub repositories (owner/name) whose release and raw addresses name a version. */
  repos: z.array(z.string().regex(/^[\w.-]+\/[\w.-]+$/)).default([]),
  /** Helm chart references installed with --version. */
  charts: z.array(z.string().min(1)).default([]),
  /**
   * Maven artifactIds and Gradle plugin ids whose version in a build file (a parent, a dependency, a BOM
   * import, a plugin) is the product's version. A versioned dependency in no product's list is an issue.
   */
  maven: z.array(z.string().min(1)).default([]),
  /** npm packages whose version in a package.json dependency is the product's version; likewise. */
  npm: z.array(z.string().min(1)).default([]),
  /** Shell variables that hold the version, as in GATEWAY_API_VERSION=v1.5.1. */
  variables: z.array(z.string().regex(/^[A-Z_]+$/)).default([]),
  /** Releases content may name and pin. */
  versions: z.array(version).min(1),
  /** Other release lines (major or major.minor) prose may name, for history or as a minimum. */
  lines: z.array(version).default([]),
  /** Tags content names because they do not exist (a rollout broken on purpose). */
  missingOnPurpose: z.array(version).default([]),
  /** The newest release the source showed on the date checked. */
  newest: z.string().min(1),
  source: z.string().min(1),
  checked: z.iso.date(),
});

const tableSchema = z.strictObject({
  /** Images the examples build or invent (globs with *): no product, so no version to check. */
  exampleImages: z.array(z.string().min(1)).default([]),
  products: z.array(productSchema).min(1),
});

export type VersionedProduct = z.output<typeof productSchema>;
export type VersionsTable = z.output<typeof tableSchema>;

/** Reads the table; a mistake is an issue at the line of the product (or key) it concerns. */
export function parseVersionsTable(text: string): { table: VersionsTable | null; issues: ContentIssue[] } {
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  const issueAt = (offset: number | undefined, message: string): ContentIssue => ({
    file: VERSIONS_FILE,
    line: offset === undefined ? 1 : counter.linePos(offset).line,
    message,
  });
  if (document.errors.length > 0) {
    return {
      table: null,
      issues: document.errors.map((error) => issueAt(error.pos[0], `not valid YAML: ${error.message.split('\n')[0]}`)),
    };
  }
  const result = tableSchema.safeParse(document.toJS() ?? {});
  if (result.success) return { table: result.data, issues: [] };
  return {
    table: null,
    issues: result.error.issues.map((issue) => {
      const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
      const node = document.getIn(path, true) as { range?: [number, number, number] } | undefined;
      const entry = document.getIn(path.slice(0, 2), true) as { range?: [number, number, number] } | undefined;
      return issueAt((node ?? entry)?.range?.[0], `${path.join('.')}: ${issue.message}`);
    }),
  };
}
