import { dependencyVersions } from './build-dependencies';
import type { VersionedProduct, VersionsTable } from './versions-table';

/** A version the content names at a 1-based line, and why it is not in the table. */
export interface VersionIssue {
  line: number;
  message: string;
}

/**
 * A version found in content: `pinned` ones (an image tag, a build file's dependency, a release address, a
 * chart's --version, a VERSION= variable) must be a listed release; a mention in prose ("Spring Boot 4.1")
 * may also name a listed line or a prefix of a listed release.
 */
interface Found {
  product: VersionedProduct;
  version: string;
  pinned: boolean;
  /** Offset in the text, to tell nested mentions apart and to name the line. */
  at: number;
  /** Where the version itself starts: two mentions of one version are one finding. */
  versionAt: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const bare = (version: string) => version.replace(/^v/, '');
const VERSION = String.raw`v?\d+(?:\.\d+)*`;

/** Every version of a product of the table that `text` names and the table does not list. */
export function namedVersionIssues(text: string, table: VersionsTable): VersionIssue[] {
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const dependencies = dependencyVersions(text, table);
  const found: Found[] = [...mentions(text, table), ...pins(text, table), ...dependencies.pinned];
  const issues: VersionIssue[] = [];
  for (const item of found) {
    if (allowed(item)) continue;
    const kind = item.pinned ? 'pins' : 'names';
    issues.push({
      line: lineOf(item.at),
      message: `${kind} ${item.product.product} ${item.version}, which content/versions.yaml does not list (${listed(item.product)})`,
    });
  }
  const unknowns = [...unknownImages(text, table), ...dependencies.unknown];
  for (const unknown of unknowns) issues.push({ line: lineOf(unknown.at), message: unknown.message });
  return issues.sort((a, b) => a.line - b.line);
}

function allowed({ product, version, pinned }: Found): boolean {
  const wanted = bare(version);
  const releases = [...product.versions, ...product.missingOnPurpose].map(bare);
  if (releases.includes(wanted)) return true;
  if (pinned) return false;
  return [...product.versions, ...product.lines].map(bare).some((listed) => listed === wanted || listed.startsWith(`${wanted}.`));
}

const listed = (product: VersionedProduct) => [...product.versions, ...product.lines.map((line) => `${line}.x`)].join(', ');

/** "Spring Boot 4.1.0", "Kubernetes v1.35": the longest name wins ("Spring for Apache Kafka 4.1" is not Apache Kafka). */
function mentions(text: string, table: VersionsTable): Found[] {
  const byVersion = new Map<number, Found>();
  for (const { product, pattern } of compiled(table).mentions) {
    for (const match of text.matchAll(pattern)) {
      const versionAt = match.index + match[0].length - match[1].length;
      const earlier = byVersion.get(versionAt);
      if (!earlier || match.index < earlier.at)
        byVersion.set(versionAt, { product, version: match[1], pinned: false, at: match.index, versionAt });
    }
  }
  return [...byVersion.values()];
}

interface Compiled {
  mentions: { product: VersionedProduct; pattern: RegExp }[];
  pins: { product: VersionedProduct; pattern: RegExp }[];
  charts: { product: VersionedProduct; pattern: RegExp }[];
  examples: RegExp[];
  images: Set<string>;
}

const compiledTables = new WeakMap<VersionsTable, Compiled>();

/** The table's patterns, built once per table rather than once per file. */
function compiled(table: VersionsTable): Compiled {
  const cached = compiledTables.get(table);
  if (cached) return cached;
  const result: Compiled = { mentions: [], pins: [], charts: [], examples: [], images: new Set() };
  for (const product of table.products) {
    for (const name of product.mentions) {
      const words = name
        .split(' ')
        .map(escape)
        .join(String.raw`\s+`);
      result.mentions.push({ product, pattern: new RegExp(String.raw`(?<![\w./-])${words}\s+(${VERSION})(?!\.?\d)`, 'g') });
    }
    const pin = (pattern: string) => result.pins.push({ product, pattern: new RegExp(pattern, 'g') });
    for (const image of product.images) {
      result.images.add(image);
      const name = image.includes('/') ? escape(image) : String.raw`(?:docker\.io\/(?:library\/)?)?${escape(image)}`;
      pin(String.raw`(?<![\w./-])${name}:(${VERSION})(?![\d/])`);
    }
    for (const repo of product.repos) {
      pin(
        String.raw`(?:github\.com\/${escape(repo)}\/(?:releases\/download|archive\/refs\/tags)|raw\.githubusercontent\.com\/${escape(repo)})\/(${VERSION})\/`,
      );
    }
    for (const variable of product.variables) pin(String.raw`\b${variable}=["']?(${VERSION})\b`);
    for (const chart of product.charts)
      result.charts.push({ product, pattern: new RegExp(String.raw`(?<![\w./-])${escape(chart)}(?![\w/-])`) });
  }
  result.examples = table.exampleImages.map((glob) => new RegExp(`^${glob.split('*').map(escape).join('.*')}$`));
  compiledTables.set(table, result);
  return result;
}

/** Versions a command or manifest depends on: image tags, release addresses, charts, variables (build files: build-dependencies.ts). */
function pins(text: string, table: VersionsTable): Found[] {
  const found: Found[] = [];
  for (const { product, pattern } of compiled(table).pins) {
    for (const match of text.matchAll(pattern)) {
      const versionAt = match.index + match[0].lastIndexOf(match[1]);
      found.push({ product, version: match[1], pinned: true, at: versionAt, versionAt });
    }
  }
  const charts = compiled(table).charts;
  if (charts.length > 0) found.push(...chartVersions(text, charts));
  return found;
}

/** `helm install ... <chart> --version X`, the command possibly continued over lines ending in `\`. */
function chartVersions(text: string, charts: Compiled['charts']): Found[] {
  const found: Found[] = [];
  for (const command of text.matchAll(/(?:[^\n]*\\\n)*[^\n]*/g)) {
    const chart = charts.find(({ pattern }) => pattern.test(command[0]));
    if (!chart) continue;
    for (const match of command[0].matchAll(new RegExp(String.raw`--version[ =](${VERSION})\b`, 'g'))) {
      const at = command.index + match.index + match[0].length - match[1].length;
      found.push({ product: chart.product, version: match[1], pinned: true, at, versionAt: at });
    }
  }
  return found;
}

const IMAGE_LINE = /^[ \t]*(?:-[ \t]+)?image:[ \t]*["']?([^\s"'#]+)/gm;

/** A manifest's `image:` with a tag must be a product of the table or one of the examples' own images. */
function unknownImages(text: string, table: VersionsTable): { at: number; message: string }[] {
  const { images, examples } = compiled(table);
  const issues: { at: number; message: string }[] = [];
  for (const match of text.matchAll(IMAGE_LINE)) {
    const reference = match[1];
    if (/[{$#]/.test(reference)) continue;
    const withoutDigest = reference.split('@')[0];
    const colon = withoutDigest.lastIndexOf(':');
    if (colon === -1 || withoutDigest.indexOf('/', colon) !== -1) continue;
    const name = withoutDigest.slice(0, colon).replace(/^docker\.io\/(library\/)?/, '');
    if (images.has(name) || examples.some((example) => example.test(name))) continue;
    issues.push({
      at: match.index,
      message: `image ${name} is not a product of content/versions.yaml: add it with its versions and source, or to exampleImages if the examples build it`,
    });
  }
  return issues;
}
