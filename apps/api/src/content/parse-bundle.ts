import { createHash } from 'node:crypto';
import {
  courseFrontMatterSchema,
  guideFrontMatterSchema,
  instructorFrontMatterSchema,
  isAssetPath,
  isTenantId,
  lessonFrontMatterSchema,
  moduleFrontMatterSchema,
  pageFrontMatterSchema,
  parseQuizdown,
  pathFrontMatterSchema,
  SLUG_PATTERN,
  type BundleFile,
  type ContentBundle,
  type CourseFrontMatter,
  type GuideFrontMatter,
  type InstructorFrontMatter,
  type LessonFrontMatter,
  type ModuleFrontMatter,
  type PageFrontMatter,
  type PathFrontMatter,
  type Quiz,
  type TenantId,
} from '@academy/shared';
import type { z } from 'zod';
import { fileBytes } from './bundle';
import { bodyIssues, durationIssue, type DurationRule } from './checks/body-checks';
import type { PracticeRule } from './checks/practice-section';
import { imageIssues } from './checks/diagrams';
import { loadJavaParser } from './checks/java-snippets';
import { loadKubernetesModels } from './checks/kubernetes-objects';
import { namedVersionIssues } from './checks/named-versions';
import { parseVersionsTable, VERSIONS_FILE, type VersionsTable } from './checks/versions-table';
import { frontMatterLine, parseFrontMatterFile, type ContentIssue } from './front-matter-file';
import { LabFiles, type LabProjectSource } from './lab-projects';
import { refusedRenames } from './renames';

export interface Source<T> {
  slug: string;
  file: string;
  hash: string;
  data: T;
  body: string;
  /** 1-based line of the file where the body starts. */
  bodyLine: number;
  /** The whole file, to name the line of a front matter key in an issue. */
  text: string;
}
export interface LessonSource extends Source<LessonFrontMatter> {
  quiz: Quiz | null;
}
export interface ModuleSource extends Source<ModuleFrontMatter> {
  lessons: LessonSource[];
}
export interface CourseSource extends Source<CourseFrontMatter> {
  modules: ModuleSource[];
}
export interface AssetSource {
  path: string;
  mediaType: string;
  bytes: Buffer;
}

export interface TenantContent {
  tenantId: TenantId;
  instructors: Source<InstructorFrontMatter>[];
  courses: CourseSource[];
  guides: Source<GuideFrontMatter>[];
  paths: Source<PathFrontMatter>[];
  pages: Source<PageFrontMatter>[];
  assets: AssetSource[];
  /** The zipped starter project and solution of each lab. */
  labProjects: LabProjectSource[];
  /** Slugs present in the bundle, broken or not: only items absent from it are unpublished. */
  presentSlugs: Record<'instructors' | 'courses' | 'guides' | 'paths' | 'pages', Set<string>>;
}

export interface ParsedBundle {
  tenants: TenantContent[];
  issues: ContentIssue[];
}

const MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  webm: 'video/webm',
  mp4: 'video/mp4',
  vtt: 'text/vtt',
};

const ORDER_PREFIX = /^\d+-/;

/**
 * Validates a whole bundle. A course with any broken file is left out entirely. The Java parser and
 * the Kubernetes models the bundle names load first, so the checks themselves stay synchronous.
 */
export async function parseBundle(bundle: ContentBundle): Promise<ParsedBundle> {
  const checkedTexts = bundle.files.filter((file) => /\.(md|ya?ml)$/.test(file.path)).map((file) => fileBytes(file).toString('utf8'));
  await Promise.all([loadJavaParser(), loadKubernetesModels(checkedTexts)]);
  const issues: ContentIssue[] = [];
  const byTenant = new Map<TenantId, BundleFile[]>();
  let versions: VersionsTable | null = null;
  for (const file of bundle.files) {
    if (file.path === VERSIONS_FILE) {
      const parsed = parseVersionsTable(fileBytes(file).toString('utf8'));
      issues.push(...parsed.issues);
      versions = parsed.table;
      continue;
    }
    const [tenant] = file.path.split('/');
    if (!isTenantId(tenant) || file.path.includes('..') || file.path.startsWith('/')) {
      issues.push({ file: file.path, line: 1, message: 'content must live under spring/, kube/ or tanzu/' });
      continue;
    }
    byTenant.set(tenant, [...(byTenant.get(tenant) ?? []), file]);
  }
  const tenants = [...byTenant].map(([tenantId, files]) => parseTenant(tenantId, files, issues));
  if (versions) issues.push(...versionIssues([...byTenant.values()].flat(), versions));
  return { tenants, issues };
}

const VERSIONED_TEXT = /(\.(md|xml|ya?ml|sh|properties|txt|toml|gradle|kts|json)|(^|\/)Dockerfile)$/;

/** With the versions table in the bundle, every version a text file of a portal names must be in it. */
function versionIssues(files: BundleFile[], table: VersionsTable): ContentIssue[] {
  return files
    .filter((file) => !file.path.split('/').includes('assets') && VERSIONED_TEXT.test(file.path))
    .flatMap((file) =>
      namedVersionIssues(fileBytes(file).toString('utf8'), table).map((issue) => ({
        file: file.path,
        line: issue.line,
        message: issue.message,
      })),
    );
}

function parseTenant(tenantId: TenantId, files: BundleFile[], issues: ContentIssue[]): TenantContent {
  const content: TenantContent = {
    tenantId,
    instructors: [],
    courses: [],
    guides: [],
    paths: [],
    pages: [],
    assets: [],
    labProjects: [],
    presentSlugs: { instructors: new Set(), courses: new Set(), guides: new Set(), paths: new Set(), pages: new Set() },
  };
  const courseFiles = new Map<string, BundleFile[]>();
  const labFiles = new LabFiles();

  for (const file of files) {
    const parts = file.path.split('/').slice(1);
    const [kind, name] = parts;
    if (kind === 'assets' && parts.length >= 2) {
      const extension = file.path.split('.').pop()?.toLowerCase() ?? '';
      const mediaType = MEDIA_TYPES[extension];
      if (mediaType) content.assets.push({ path: parts.slice(1).join('/'), mediaType, bytes: fileBytes(file) });
      else issues.push({ file: file.path, line: 1, message: `assets must be one of ${Object.keys(MEDIA_TYPES).join(', ')}` });
      continue;
    }
    if (kind === 'labs') {
      labFiles.add(file, parts, issues);
      continue;
    }
    if (kind === 'courses' && parts.length >= 3) {
      courseFiles.set(name, [...(courseFiles.get(name) ?? []), file]);
      continue;
    }
    const simple = SIMPLE_KINDS[kind as keyof typeof SIMPLE_KINDS];
    if (!simple || parts.length !== 2 || !name.endsWith('.md')) {
      issues.push({ file: file.path, line: 1, message: 'unexpected file: see docs/content-format.md for the layout' });
      continue;
    }
    const slug = slugFromName(file.path, name, issues);
    if (!slug) continue;
    content.presentSlugs[kind as keyof typeof SIMPLE_KINDS].add(slug);
    const source = readSource(file, slug, simple, issues);
    if (source && kind === 'guides') checkBody(source as Source<GuideFrontMatter>, 'at-least-reading', 'optional', issues);
    if (source) (content[kind as keyof typeof SIMPLE_KINDS] as Source<unknown>[]).push(source);
  }

  for (const [folder, filesOfCourse] of courseFiles) {
    if (!SLUG_PATTERN.test(folder)) {
      issues.push({ file: `${tenantId}/courses/${folder}`, line: 1, message: 'a course folder name must be a slug' });
      continue;
    }
    content.presentSlugs.courses.add(folder);
    const before = issues.length;
    const course = parseCourse(tenantId, folder, filesOfCourse, issues);
    if (course && issues.length === before) content.courses.push(course);
  }

  const refused = refusedRenames(content, issues);
  content.courses = content.courses.filter((course) => !refused.has(course.file));
  content.guides = content.guides.filter((guide) => !refused.has(guide.file));
  content.paths = content.paths.filter((path) => !refused.has(path.file));
  checkReferences(content, issues);
  const labs = new Map<string, string>();
  for (const course of content.courses) {
    for (const lesson of course.modules.flatMap((module) => module.lessons)) {
      if (lesson.data.type === 'lab') labs.set(`${course.slug}/${lesson.slug}`, lesson.file);
    }
  }
  for (const guide of content.guides) if (guide.data.lab) labs.set(`guides/${guide.slug}`, guide.file);
  const parsedCourses = new Set(content.courses.map((course) => course.slug));
  const leftOut = (course: string) => course !== 'guides' && content.presentSlugs.courses.has(course) && !parsedCourses.has(course);
  content.labProjects = labFiles.projects(tenantId, labs, leftOut, issues);
  return content;
}

const SIMPLE_KINDS = {
  instructors: instructorFrontMatterSchema,
  guides: guideFrontMatterSchema,
  paths: pathFrontMatterSchema,
  pages: pageFrontMatterSchema,
};

function parseCourse(tenantId: TenantId, slug: string, files: BundleFile[], issues: ContentIssue[]): CourseSource | null {
  const prefix = `${tenantId}/courses/${slug}/`;
  const courseFile = files.find((file) => file.path === `${prefix}course.md`);
  if (!courseFile) {
    issues.push({ file: `${prefix}course.md`, line: 1, message: 'every course folder needs a course.md' });
    return null;
  }
  const course = readSource(courseFile, slug, courseFrontMatterSchema, issues);
  const moduleFolders = new Map<string, BundleFile[]>();
  for (const file of files) {
    if (file === courseFile) continue;
    const rest = file.path.slice(prefix.length).split('/');
    if (rest.length !== 2 || !rest[1].endsWith('.md')) {
      issues.push({ file: file.path, line: 1, message: 'a course holds course.md and module folders of markdown lessons' });
      continue;
    }
    moduleFolders.set(rest[0], [...(moduleFolders.get(rest[0]) ?? []), file]);
  }
  const modules: ModuleSource[] = [];
  for (const folder of [...moduleFolders.keys()].sort()) {
    const moduleFiles = moduleFolders.get(folder)!;
    const moduleSlug = slugFromName(`${prefix}${folder}`, folder, issues);
    const moduleFile = moduleFiles.find((file) => file.path.endsWith('/module.md'));
    if (!moduleFile) {
      issues.push({ file: `${prefix}${folder}/module.md`, line: 1, message: 'every module folder needs a module.md' });
      continue;
    }
    const module = moduleSlug ? readSource(moduleFile, moduleSlug, moduleFrontMatterSchema, issues) : null;
    const lessons = moduleFiles
      .filter((file) => file !== moduleFile)
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((file) => readLesson(file, issues))
      .filter((lesson): lesson is LessonSource => lesson !== null);
    if (lessons.length === 0) issues.push({ file: moduleFile.path, line: 1, message: 'a module needs at least one lesson' });
    if (module) modules.push({ ...module, lessons });
  }
  if (moduleFolders.size === 0) issues.push({ file: courseFile.path, line: 1, message: 'a course needs at least one module folder' });

  if (course) checkLabType(course, modules, issues);

  const seen = new Map<string, string>();
  for (const lesson of modules.flatMap((module) => module.lessons)) {
    const other = seen.get(lesson.slug);
    if (other) issues.push({ file: lesson.file, line: 1, message: `lesson slug "${lesson.slug}" is also used by ${other}` });
    seen.set(lesson.slug, lesson.file);
  }
  return course ? { ...course, modules } : null;
}

function readLesson(file: BundleFile, issues: ContentIssue[]): LessonSource | null {
  const name = file.path.split('/').pop()!;
  const slug = slugFromName(file.path, name, issues);
  const source = slug ? readSource(file, slug, lessonFrontMatterSchema, issues) : null;
  if (!source) return null;
  // A knowledge check is timed by its questions, a lab by its commands, a video by its length.
  const rule =
    source.data.type === 'knowledge-check' ? 'none' : source.data.type === 'lab' || source.data.video ? 'at-least-reading' : 'reading';
  // A plain lesson ends with a practice and its feedback (decision 069); the others may have one.
  checkBody(source, rule, source.data.type === 'lesson' ? 'required' : 'optional', issues);
  const { quiz, markdownWithoutQuiz, issues: quizIssues } = parseQuizdown(source.body);
  const bodyLine = source.bodyLine;
  for (const issue of quizIssues) issues.push({ file: file.path, line: bodyLine + issue.line - 1, message: issue.message });
  if (source.data.type === 'knowledge-check' && !quiz && quizIssues.length === 0) {
    issues.push({ file: file.path, line: bodyLine, field: 'type', message: 'a knowledge check needs a quizdown block' });
  }
  if (source.data.type === 'lesson' && !source.data.objectives) {
    issues.push({
      file: file.path,
      line: frontMatterLine(source.text, 'title'),
      field: 'objectives',
      message: 'a lesson needs objectives: a list of what the learner will be able to do afterwards',
    });
  }
  if (source.data.type !== 'knowledge-check' && quiz) {
    issues.push({ file: file.path, line: bodyLine, field: 'type', message: 'only a knowledge-check lesson may hold a quizdown block' });
  }
  return { ...source, body: markdownWithoutQuiz, quiz };
}

function readSource<S extends z.ZodType>(file: BundleFile, slug: string, schema: S, issues: ContentIssue[]): Source<z.output<S>> | null {
  if (!('text' in file)) {
    issues.push({ file: file.path, line: 1, message: 'markdown must be sent as text' });
    return null;
  }
  const { parsed, issues: found } = parseFrontMatterFile(file.path, file.text, schema);
  issues.push(...found);
  if (!parsed) return null;
  return {
    slug,
    file: file.path,
    hash: createHash('sha256').update(file.text).digest('hex'),
    data: parsed.data,
    body: parsed.body,
    bodyLine: parsed.bodyLine,
    text: file.text,
  };
}

/** The body checks of checks/body-checks.ts at the file's lines, and a duration that fits the text. */
function checkBody(
  source: Source<{ duration: number }>,
  rule: DurationRule | 'none',
  practice: PracticeRule,
  issues: ContentIssue[],
): void {
  for (const issue of bodyIssues(source.body, practice)) {
    issues.push({ file: source.file, line: source.bodyLine + issue.line - 1, message: issue.message });
  }
  if (rule === 'none') return;
  const problem = durationIssue(source.body, source.data.duration, rule);
  if (problem) issues.push({ file: source.file, line: frontMatterLine(source.text, 'duration'), field: 'duration', message: problem });
}

/** A course says it has hands-on labs (labType externalLab) exactly when one of its lessons is a lab. */
function checkLabType(course: Source<CourseFrontMatter>, modules: ModuleSource[], issues: ContentIssue[]): void {
  const labs = modules.flatMap((module) => module.lessons).filter((lesson) => lesson.data.type === 'lab');
  const hasLabs = labs.length > 0;
  if (hasLabs === (course.data.labType !== 'none')) return;
  issues.push({
    file: course.file,
    line: frontMatterLine(course.text, 'labType'),
    field: 'labType',
    message: hasLabs
      ? `labType is none but ${labs[0].file.split('/').pop()} is a lab: set labType: externalLab`
      : 'labType is externalLab but no lesson of the course has type: lab',
  });
}

function slugFromName(file: string, name: string, issues: ContentIssue[]): string | null {
  const slug = name.replace(/\.md$/, '').replace(ORDER_PREFIX, '');
  if (SLUG_PATTERN.test(slug)) return slug;
  issues.push({ file, line: 1, message: `"${slug}" is not a slug: use lowercase words joined by hyphens` });
  return null;
}

/** Instructors, photos, videos and diagrams a tenant's items point at must exist in the same bundle. */
function checkReferences(content: TenantContent, issues: ContentIssue[]): void {
  const instructorSlugs = new Set(content.instructors.map((instructor) => instructor.slug));
  const assetPaths = new Set(content.assets.map((asset) => asset.path));
  for (const instructor of content.instructors) {
    if (!assetPaths.has(instructor.data.photo)) {
      issues.push({
        file: instructor.file,
        line: 1,
        field: 'photo',
        message: `no asset ${content.tenantId}/assets/${instructor.data.photo}`,
      });
    }
  }
  const diagrams = new Map(
    content.assets
      .filter((asset) => asset.path.startsWith('diagrams/') && asset.mediaType === 'image/svg+xml')
      .map((asset) => [asset.path.slice('diagrams/'.length), asset.bytes.toString('utf8')]),
  );
  const lessons = content.courses.flatMap((course) => course.modules.flatMap((module) => module.lessons));
  for (const source of [...lessons, ...content.guides]) {
    for (const issue of imageIssues(source.body, content.tenantId, diagrams)) {
      issues.push({ file: source.file, line: source.bodyLine + issue.line - 1, message: issue.message });
    }
  }
  for (const lesson of lessons) {
    for (const field of ['src', 'poster'] as const) {
      const path = lesson.data.video?.[field];
      if (path && isAssetPath(path) && !assetPaths.has(path)) {
        issues.push({ file: lesson.file, line: 1, field: `video.${field}`, message: `no asset ${content.tenantId}/assets/${path}` });
      }
    }
    for (const [index, track] of (lesson.data.video?.captions ?? []).entries()) {
      if (!assetPaths.has(track.src)) {
        issues.push({
          file: lesson.file,
          line: 1,
          field: `video.captions.${index}.src`,
          message: `no asset ${content.tenantId}/assets/${track.src}`,
        });
      }
    }
  }
  content.courses = content.courses.filter((course) => {
    const missing = course.data.instructors.filter((slug) => !instructorSlugs.has(slug));
    for (const slug of missing) {
      issues.push({
        file: course.file,
        line: 1,
        field: 'instructors',
        message: `no instructor "${slug}" in ${content.tenantId}/instructors`,
      });
    }
    return missing.length === 0;
  });
}
