import { LAB_VARIANTS, type BundleFile, type LabVariant } from '@academy/shared';
import { fileBytes } from './bundle';
import { javaParseError } from './checks/java-snippets';
import { kubernetesManifestIssues } from './checks/kubernetes-objects';
import type { ContentIssue } from './front-matter-file';
import { zipArchive, type ArchiveEntry } from './zip-archive';

/** One downloadable archive: `labs/<course>/<lesson>/<variant>/` zipped under a `<lesson>/` folder. */
export interface LabProjectSource {
  /** The course slug, or `guides` for a guide's lab (as in LAB_URL_TEMPLATE). */
  course: string;
  lesson: string;
  variant: LabVariant;
  fileName: string;
  archive: Buffer;
}

const EXECUTABLE = /(^|\/)(mvnw|gradlew|[^/]+\.sh)$/;

/** Files under `labs/`, grouped by course, lesson and variant, until the labs they belong to are known. */
export class LabFiles {
  private readonly groups = new Map<
    string,
    { course: string; lesson: string; variant: LabVariant; entries: ArchiveEntry[]; file: string }
  >();

  /** `parts` is the path below the portal folder: `labs/<course>/<lesson>/<variant>/...`. */
  add(file: BundleFile, parts: string[], issues: ContentIssue[]): void {
    const [, course, lesson, variant, ...rest] = parts;
    if (rest.length === 0 || !(LAB_VARIANTS as readonly string[]).includes(variant)) {
      issues.push({
        file: file.path,
        line: 1,
        message: 'lab files live in labs/<course>/<lesson>/starter/ or .../solution/ (guides: labs/guides/<guide>/...)',
      });
      return;
    }
    const key = `${course}/${lesson}/${variant}`;
    const group = this.groups.get(key) ?? { course, lesson, variant: variant as LabVariant, entries: [], file: file.path };
    const inside = rest.join('/');
    checkProjectFile(file, inside, issues);
    group.entries.push({ path: `${lesson}/${inside}`, bytes: fileBytes(file), mode: EXECUTABLE.test(inside) ? 0o755 : 0o644 });
    this.groups.set(key, group);
  }

  /**
   * Every lab ships both archives and every archive belongs to a lab. `labs` maps each lab
   * (`<course>/<lesson>`, `guides/<guide>`) to its file; files of a course left out for other
   * mistakes (`leftOut`) are not held against it.
   */
  projects(tenantId: string, labs: Map<string, string>, leftOut: (course: string) => boolean, issues: ContentIssue[]): LabProjectSource[] {
    for (const [lab, file] of labs) {
      for (const variant of LAB_VARIANTS) {
        if (!this.groups.has(`${lab}/${variant}`)) {
          issues.push({
            file,
            line: 1,
            field: 'lab',
            message: `a lab ships its ${variant} project: add files under ${tenantId}/labs/${lab}/${variant}/`,
          });
        }
      }
    }
    const projects: LabProjectSource[] = [];
    for (const group of [...this.groups.values()].sort((a, b) => a.file.localeCompare(b.file))) {
      const lab = `${group.course}/${group.lesson}`;
      if (!labs.has(lab)) {
        if (!leftOut(group.course)) {
          issues.push({
            file: group.file,
            line: 1,
            message: `no lab ${lab} for these files: the lesson must have type: lab (a guide, a lab: block)`,
          });
        }
        continue;
      }
      const entries = group.entries.sort((a, b) => a.path.localeCompare(b.path));
      projects.push({
        course: group.course,
        lesson: group.lesson,
        variant: group.variant,
        fileName: `${group.lesson}-${group.variant}.zip`,
        archive: zipArchive(entries),
      });
    }
    return projects;
  }
}

/** A lab's Java sources must parse and its Kubernetes manifests validate, as in lesson bodies. */
function checkProjectFile(file: BundleFile, inside: string, issues: ContentIssue[]): void {
  if (!/\.(java|ya?ml)$/.test(inside)) return;
  const text = fileBytes(file).toString('utf8');
  if (inside.endsWith('.java')) {
    const error = javaParseError(text);
    if (error) issues.push({ file: file.path, line: error.line, message: `Java file does not parse: ${error.message}` });
    return;
  }
  for (const issue of kubernetesManifestIssues(text)) issues.push({ file: file.path, line: issue.line, message: issue.message });
}
