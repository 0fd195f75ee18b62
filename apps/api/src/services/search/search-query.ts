import { sql, type SQL } from 'drizzle-orm';
import { isLocked, type Entitlement, type TenantId, type Viewer } from '@academy/shared';
import { withoutAngleBrackets } from './angle-brackets';

/** The four combinations of access an item may require, as (needs auth, needs pro). */
const ACCESS_NEEDS: [boolean, boolean][] = [
  [false, false],
  [true, false],
  [false, true],
  [true, true],
];

export const entitlementsOf = (needsAuth: boolean, needsPro: boolean): Entitlement[] => [
  ...(needsAuth ? (['auth'] as const) : []),
  ...(needsPro ? (['pro'] as const) : []),
];

/**
 * Whether this viewer may read a row's body, as SQL over its needs_auth and needs_pro columns. The
 * answer for each combination comes from the shared gating rule, so search and the lesson page
 * cannot disagree.
 */
export function readableBy(viewer: Viewer, alias: SQL = sql`d`): SQL {
  const open = ACCESS_NEEDS.filter(([auth, pro]) => !isLocked(entitlementsOf(auth, pro), viewer));
  if (open.length === ACCESS_NEEDS.length) return sql`true`;
  const cases = open.map(([auth, pro]) => sql`(${alias}.needs_auth = ${auth} and ${alias}.needs_pro = ${pro})`);
  return cases.length === 0 ? sql`false` : sql`(${sql.join(cases, sql` or `)})`;
}

/** Words a plain query may end with while still being typed: the last one also matches as a prefix. */
const LAST_WORD = /([\p{L}\p{N}]{2,})$/u;

/**
 * The text query: websearch syntax as typed, or'd with the same words where the last is a prefix
 * ("kube" finds Kubernetes). Queries using operators (quotes, or, -) are taken as written.
 */
export function textQuery(q: string): SQL {
  const typed = sql`websearch_to_tsquery('english', ${q})`;
  const last = LAST_WORD.exec(q);
  if (!last || /["()-]|\bor\b/i.test(q)) return typed;
  const head = q.slice(0, last.index);
  const prefix = sql`to_tsquery('simple', ${`${last[1].toLowerCase()}:*`})`;
  const headQuery = head.trim() === '' ? prefix : sql`(websearch_to_tsquery('english', ${head}) && ${prefix})`;
  return sql`(${typed} || ${headQuery})`;
}

export interface MatchRow {
  id: string;
  kind: string;
  level: string | null;
  topics: string[];
  score: number;
  /** Found by its words, not only by a title that looks like the query. */
  by_text: boolean;
}

/** Kinds a learner is most often looking for come first when the text matches equally. */
const KIND_WEIGHT = sql`case d.kind when 'course' then 1.25 when 'path' then 1.15 when 'guide' then 1.15 when 'lesson' then 1.0 when 'instructor' then 1.1 else 0.8 end`;

/**
 * Which rows a reader may find (decision 062): everything for the portal's admins and authors
 * (`null`); for everyone else the rows visible before the catalogue snapshot's next publish time
 * (`Infinity` when nothing is scheduled, which still leaves drafts out), so search shows a
 * scheduled item from the moment the catalogue does, on every replica.
 */
export type SearchVisibility = { visibleBefore: number } | null;

const visibleTo = (visibility: SearchVisibility): SQL =>
  visibility === null
    ? sql``
    : sql` and d.visible_from < ${Number.isFinite(visibility.visibleBefore) ? new Date(visibility.visibleBefore).toISOString() : 'infinity'}::timestamptz`;

/** Every item of the portal that matches, best first, without the heavy columns. */
export function matchQuery(tenantId: TenantId, viewer: Viewer, visibility: SearchVisibility, q: string, limit: number): SQL {
  const tsq = textQuery(q);
  const readable = readableBy(viewer);
  return sql`
    select d.id, d.kind, d.level, d.topics,
           ((ts_rank(case when ${readable} then d.full_tsv else d.head_tsv end, ${tsq}, 1)
             + 0.4 * word_similarity(${q}, d.title)
             + case when lower(d.title) = lower(${q}) then 1 else 0 end) * ${KIND_WEIGHT})::float8 as score,
           (d.head_tsv @@ ${tsq} or (d.full_tsv @@ ${tsq} and ${readable})) as by_text
      from search_documents d
     where d.tenant_id = ${tenantId}${visibleTo(visibility)}
       and (d.head_tsv @@ ${tsq} or (d.full_tsv @@ ${tsq} and ${readable}) or ${q} <% d.title)
     order by score desc, d.position, d.title
     limit ${limit}`;
}

/** Private-use characters mark the hits inside ts_headline's answer; they never occur in content. */
export const HIT_START = '\uE000';
export const HIT_END = '\uE001';
const HEADLINE_TITLE = `HighlightAll=true, StartSel=${HIT_START}, StopSel=${HIT_END}`;
const HEADLINE_PASSAGE = `MaxFragments=1, MaxWords=22, MinWords=10, StartSel=${HIT_START}, StopSel=${HIT_END}`;
/** Passages whose highlights make a snippet, in the order they appear. */
const SNIPPET_PASSAGES = 2;

export interface HitRow {
  id: string;
  item_id: string;
  kind: string;
  slug: string;
  course_slug: string | null;
  course_title: string | null;
  level: string | null;
  topics: string[];
  needs_auth: boolean;
  needs_pro: boolean;
  title_hl: string;
  snippet_hl: string;
  /** Seconds since the epoch from which visitors find the row: Infinity for a draft, -Infinity for most. */
  visible_from: number;
}

/**
 * The shown page's rows with highlighted title and snippet. The snippet joins the highlights of
 * the item's best matching passages (ts_headline over 40 words, not a whole lesson body); a body
 * the viewer may not read offers only its summary passage, and an item matched by its title alone
 * shows its summary.
 */
export function hitQuery(tenantId: TenantId, viewer: Viewer, q: string, ids: string[]): SQL {
  const tsq = textQuery(q);
  const readable = readableBy(viewer);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return sql`
    select d.id, d.item_id, d.kind, d.slug, d.course_slug, d.course_title, d.level, d.topics, d.needs_auth, d.needs_pro,
           extract(epoch from d.visible_from)::float8 as visible_from,
           ts_headline('english', ${withoutAngleBrackets(sql`d.title`)}, ${tsq}, ${HEADLINE_TITLE}) as title_hl,
           coalesce(
             (select string_agg(ts_headline('english', ${withoutAngleBrackets(sql`best.text`)}, ${tsq}, ${HEADLINE_PASSAGE}), ' … ' order by best.position)
                from (select p.text, p.position
                        from search_passages p
                       where p.document_id = d.id and p.tsv @@ ${tsq} and (p.position = 0 or ${readable})
                       order by ts_rank(p.tsv, ${tsq}) desc, p.position
                       limit ${SNIPPET_PASSAGES}) best),
             ts_headline('english', ${withoutAngleBrackets(sql`d.summary`)}, ${tsq}, ${HEADLINE_PASSAGE})) as snippet_hl
      from search_documents d
     where d.tenant_id = ${tenantId} and d.id in (${idList})`;
}
