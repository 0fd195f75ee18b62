import type { VersionedProduct, VersionsTable } from './versions-table';

/** A dependency a build file pins: a Maven parent, dependency or plugin, a Gradle coordinate or plugin, a package.json entry. */
interface BuildDependency {
  /** The product list of the table that must hold `name`: Maven artifactIds and Gradle plugin ids, or npm packages. */
  list: 'maven' | 'npm';
  /** How the issue names it: "artifact", "Gradle plugin", "npm package". */
  kind: string;
  name: string;
  version: string;
  /** Offset of the dependency's version in the text. */
  at: number;
  /** Offset of the literal version: a property's value when the version is `${...}`. */
  versionAt: number;
}

/** A version a build file pins, to hold to its product's `versions`, or a dependency no product lists. */
interface DependencyVersions {
  pinned: { product: VersionedProduct; version: string; pinned: true; at: number; versionAt: number }[];
  unknown: { at: number; message: string }[];
}

/** Every versioned dependency of `text` held to the table: a listed one's version is a pin, an unlisted one an issue. */
export function dependencyVersions(text: string, table: VersionsTable): DependencyVersions {
  const products = productsByName(table);
  const result: DependencyVersions = { pinned: [], unknown: [] };
  for (const dependency of buildDependencies(text)) {
    const product = products[dependency.list].get(dependency.name);
    if (product) {
      result.pinned.push({ product, version: dependency.version, pinned: true, at: dependency.versionAt, versionAt: dependency.versionAt });
      continue;
    }
    result.unknown.push({
      at: dependency.at,
      message: `${dependency.kind} ${dependency.name} ${dependency.version} is in no product's ${dependency.list} list in content/versions.yaml: add it to a product with its versions and source`,
    });
  }
  return result;
}

const productTables = new WeakMap<VersionsTable, Record<BuildDependency['list'], Map<string, VersionedProduct>>>();

function productsByName(table: VersionsTable): Record<BuildDependency['list'], Map<string, VersionedProduct>> {
  const cached = productTables.get(table);
  if (cached) return cached;
  const result = { maven: new Map<string, VersionedProduct>(), npm: new Map<string, VersionedProduct>() };
  for (const product of table.products) {
    for (const name of product.maven) if (!result.maven.has(name)) result.maven.set(name, product);
    for (const name of product.npm) if (!result.npm.has(name)) result.npm.set(name, product);
  }
  productTables.set(table, result);
  return result;
}

/** The versioned dependencies of Maven XML, Gradle scripts and package.json, wherever they are in `text` (a file or a fence). */
function buildDependencies(text: string): BuildDependency[] {
  return [...mavenDependencies(text), ...gradleDependencies(text), ...npmDependencies(text)].sort((a, b) => a.at - b.at);
}

/** A release, not a range, a property or a tag: "2025.1.2", "0.0.1-SNAPSHOT", "v1.2". */
const LITERAL = /^v?\d[\w.+-]*$/;

/** Same length, so offsets into the result are offsets into the text. */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

// A plugin's own <dependencies>, <configuration> and <executions> may name other versions: not the plugin's.
const NESTED = /<(dependencies|exclusions|configuration|executions)>[\s\S]*?<\/\1>/g;

/**
 * `<version>` of a `<parent>`, a `<dependency>` (a BOM import too) or a `<plugin>`, a `${property}` read from
 * the text's `<properties>`. The project's own coordinates are in none of them, so they are not read.
 */
function mavenDependencies(text: string): BuildDependency[] {
  if (!text.includes('<version>')) return [];
  const xml = text.replace(/<!--[\s\S]*?-->/g, blank);
  const properties = mavenProperties(xml);
  const found: BuildDependency[] = [];
  for (const element of ['parent', 'dependency', 'plugin']) {
    for (const match of xml.matchAll(new RegExp(String.raw`<${element}>((?:(?!<${element}>)[\s\S])*?)<\/${element}>`, 'g'))) {
      const bodyAt = match.index + element.length + 2;
      const body = match[1].replace(NESTED, blank);
      const artifact = /<artifactId>\s*([^<\s]+)\s*<\/artifactId>/.exec(body);
      const version = /<version>\s*([^<\s]+)\s*<\/version>/.exec(body);
      if (!artifact || !version) continue;
      const at = bodyAt + version.index + version[0].indexOf(version[1]);
      const property = /^\$\{([^}]+)\}$/.exec(version[1]);
      const literal = property ? properties.get(property[1]) : { value: version[1], at };
      if (!literal || !LITERAL.test(literal.value)) continue;
      found.push({ list: 'maven', kind: 'artifact', name: artifact[1], version: literal.value, at, versionAt: literal.at });
    }
  }
  return found;
}

function mavenProperties(xml: string): Map<string, { value: string; at: number }> {
  const properties = new Map<string, { value: string; at: number }>();
  for (const block of xml.matchAll(/<properties>([\s\S]*?)<\/properties>/g)) {
    const blockAt = block.index + '<properties>'.length;
    for (const property of block[1].matchAll(/<([\w.-]+)>\s*([^<\s]*)\s*<\/\1>/g)) {
      if (properties.has(property[1])) continue;
      properties.set(property[1], {
        value: property[2],
        at: blockAt + property.index + property[0].indexOf(property[2], property[1].length + 2),
      });
    }
  }
  return properties;
}

const GRADLE_CONFIGURATION = String.raw`(?:implementation|api|compileOnly|runtimeOnly|testImplementation|testCompileOnly|testRuntimeOnly|annotationProcessor|developmentOnly|classpath|platform|enforcedPlatform)`;
const GRADLE_LINE = new RegExp(String.raw`^[ \t]*${GRADLE_CONFIGURATION}\b[^\n]*`, 'gm');
// group:artifact:version, perhaps :classifier or @extension; a version with $ is a variable, not read.
const GRADLE_COORDINATE = /(["'])[\w.-]+:([\w.-]+):([^"'\s:@$]+)(?:[:@][^"'\s]*)?\1/g;
const GRADLE_PLUGIN = /\bid[ \t]*\(?[ \t]*(["'])([\w.-]+)\1[ \t]*\)?[ \t]+version[ \t]*\(?[ \t]*(["'])([^"'\s]+)\3/g;

/** `implementation("group:artifact:1.2.3")`, `platform(...)` and `id("plugin") version "1.2.3"`, Kotlin or Groovy. */
function gradleDependencies(text: string): BuildDependency[] {
  const found: BuildDependency[] = [];
  for (const line of text.matchAll(GRADLE_LINE)) {
    for (const match of line[0].matchAll(GRADLE_COORDINATE)) {
      if (!LITERAL.test(match[3])) continue;
      const at = line.index + match.index + match[0].lastIndexOf(`:${match[3]}`) + 1;
      found.push({ list: 'maven', kind: 'artifact', name: match[2], version: match[3], at, versionAt: at });
    }
  }
  for (const match of text.matchAll(GRADLE_PLUGIN)) {
    if (!LITERAL.test(match[4])) continue;
    const at = match.index + match[0].length - match[4].length - 1;
    found.push({ list: 'maven', kind: 'Gradle plugin', name: match[2], version: match[4], at, versionAt: at });
  }
  return found;
}

/** package.json `dependencies` and `devDependencies` with a version ("1.2.3", "^1.2.3", "~1.2"); tags, URLs, "1.x" and other ranges are not read. */
function npmDependencies(text: string): BuildDependency[] {
  if (!text.includes('ependencies"')) return [];
  const found: BuildDependency[] = [];
  for (const block of text.matchAll(/"(?:dependencies|devDependencies)"\s*:\s*\{([^{}]*)\}/g)) {
    const blockAt = block.index + block[0].length - block[1].length - 1;
    for (const entry of block[1].matchAll(/"((?:@[\w.-]+\/)?[\w.-]+)"\s*:\s*"([\^~]?=?)(v?\d+(?:\.\d+)*(?:[-+][\w.-]+)?)"/g)) {
      const at = blockAt + entry.index + entry[0].length - entry[3].length - 1;
      found.push({ list: 'npm', kind: 'npm package', name: entry[1], version: entry[3], at, versionAt: at });
    }
  }
  return found;
}
