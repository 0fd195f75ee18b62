import { sql, type SQL } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { textArrayLiteral } from '../../db/text-array';
import { withoutAngleBrackets } from './angle-brackets';
import { rowsOf } from './rows';

type Executor = Pick<Database, 'execute'>;

/** Block-level tags become spaces so words on either side stay apart; inline tags vanish. */
const BLOCK_TAG = String.raw`</?(p|div|li|h[1-6]|pre|br|hr|tr|td|th|ul|ol|dl|dt|dd|blockquote|table|section|figure|figcaption|summary|details)\b[^>]*>`;

/**
 * The entities the markdown renderer writes (it escapes `<` and `&` as hex references), named and
 * numbered; the ampersand comes last so `&amp;lt;` stays the text `&lt;`.
 */
const ENTITIES: [string, string][] = [
  ['&lt;', '<'],
  ['&#x3C;', '<'],
  ['&#60;', '<'],
  ['&gt;', '>'],
  ['&#x3E;', '>'],
  ['&#62;', '>'],
  ['&quot;', '"'],
  ['&#x22;', '"'],
  ['&#34;', '"'],
  ['&#39;', "'"],
  ['&#x27;', "'"],
  ['&nbsp;', ' '],
  ['&#xA0;', ' '],
  ['&amp;', '&'],
  ['&#x26;', '&'],
  ['&#38;', '&'],
];

/** Rendered HTML as plain words for the index (angle brackets kept apart, see angle-brackets.ts), in SQL so the import does not pull every body into Node. */
export function plainText(html: SQL): SQL {
  const noTags = sql`regexp_replace(regexp_replace(${html}, ${BLOCK_TAG}, ' ', 'gi'), '<[^>]*>', '', 'g')`;
  const decoded = ENTITIES.reduce(
    (text, [entity, character]) => sql`replace(${text}, ${sql.raw(`'${entity}'`)}, ${sql.raw(`'${character.replace("'", "''")}'`)})`,
    noTags,
  );
  return withoutAngleBrackets(sql`btrim(regexp_replace(${decoded}, '[[:space:]]+', ' ', 'g'))`);
}

const topicsOf = (column: SQL) => sql`array(select jsonb_array_elements_text(${column}))`;

/** From when visitors and learners may find a row (decision 062): never for a draft, from publish_at when scheduled. */
const visibleFrom = (alias: SQL) =>
  sql`case when ${alias}draft then 'infinity'::timestamptz else coalesce(${alias}publish_at, '-infinity'::timestamptz) end`;

/** The items an import wrote, by kind: their search rows are written again, and only theirs. */
export interface IndexedItems {
  course: string[];
  lesson: string[];
  guide: string[];
  path: string[];
  instructor: string[];
  page: string[];
}

const uuids = (ids: string[]) => sql`${textArrayLiteral(ids)}::uuid[]`;

/**
 * Rebuilds one portal's search index from its published content, inside the import's transaction:
 * readers never see a half-built index. Lessons take their course's level and topics. Given the
 * items an import wrote, only their rows (and those of a written course's lessons, which carry the
 * course's title and level) are deleted and inserted again; the typo corrections' words are counted
 * again over the whole portal either way.
 */
export async function rebuildSearchIndex(tx: Executor, tenantId: TenantId, written?: IndexedItems): Promise<void> {
  const only = (kind: keyof IndexedItems, column: SQL) => (written ? sql`${column} = any(${uuids(written[kind])})` : sql`true`);
  const lessonsOnly = written ? sql`(${only('lesson', sql`l.id`)} or ${only('course', sql`l.course_id`)})` : sql`true`;
  await tx.execute(
    written
      ? sql`delete from search_documents where tenant_id = ${tenantId} and (
          (kind = 'course' and ${only('course', sql`item_id`)})
          or (kind = 'lesson' and (${only('lesson', sql`item_id`)} or item_id in (select id from lessons l where ${only('course', sql`l.course_id`)})))
          or (kind = 'guide' and ${only('guide', sql`item_id`)})
          or (kind = 'path' and ${only('path', sql`item_id`)})
          or (kind = 'instructor' and ${only('instructor', sql`item_id`)})
          or (kind = 'page' and ${only('page', sql`item_id`)}))`
      : sql`delete from search_documents where tenant_id = ${tenantId}`,
  );
  const inserted = await tx.execute(sql`
    insert into search_documents
      (tenant_id, kind, item_id, slug, course_slug, course_title, title, summary, body, level, topics, needs_auth, needs_pro, position, visible_from)
    select tenant_id, 'course', id, slug, null, null, title, summary, ${plainText(sql`description_html`)}, level, ${topicsOf(sql`topics`)}, false, false, position, ${visibleFrom(sql``)}
      from courses where tenant_id = ${tenantId} and published and ${only('course', sql`id`)}
    union all
    select l.tenant_id, 'lesson', l.id, l.slug, c.slug, c.title, l.title, l.summary, ${plainText(sql`l.body_html`)}, c.level, ${topicsOf(sql`c.topics`)},
           l.entitlements ? 'auth', l.entitlements ? 'pro', c.position * 1000 + l.position,
           greatest(${visibleFrom(sql`c.`)}, ${visibleFrom(sql`l.`)})
      from lessons l join courses c on c.id = l.course_id join modules m on m.id = l.module_id
     where l.tenant_id = ${tenantId} and l.published and c.published and m.published and ${lessonsOnly}
    union all
    select tenant_id, 'guide', id, slug, null, null, title, summary, ${plainText(sql`body_html`)}, level, ${topicsOf(sql`topics`)},
           entitlements ? 'auth', entitlements ? 'pro', position, ${visibleFrom(sql``)}
      from guides where tenant_id = ${tenantId} and published and ${only('guide', sql`id`)}
    union all
    select tenant_id, 'path', id, slug, null, null, title, summary, ${plainText(sql`description_html`)}, level, ${topicsOf(sql`topics`)}, false, false, position, ${visibleFrom(sql``)}
      from paths where tenant_id = ${tenantId} and published and ${only('path', sql`id`)}
    union all
    select tenant_id, 'instructor', id, slug, null, null, name, title, ${plainText(sql`bio_html`)}, null, '{}', false, false, position, '-infinity'
      from instructors where tenant_id = ${tenantId} and published and ${only('instructor', sql`id`)}
    union all
    select tenant_id, 'page', id, slug, null, null, title, coalesce(summary, ''), ${plainText(sql`body_html`)}, null, '{}', false, false, 0, '-infinity'
      from pages where tenant_id = ${tenantId} and published and ${only('page', sql`id`)}
    returning id`);
  // A deleted row's passages go with it (on delete cascade): only the inserted rows need theirs.
  await rebuildPassages(tx, tenantId, written ? rowsOf<{ id: string }>(inserted).map((row) => row.id) : undefined);
  await rebuildTerms(tx, tenantId);
}

/** Words per passage: a snippet is highlighted within a couple of passages, never across a whole body. */
export const PASSAGE_WORDS = 40;

/** Each item's summary (position 0) and its body cut into passages: of the portal's rows, or of the rows given (which have none yet). */
export async function rebuildPassages(tx: Executor, tenantId: TenantId, documentIds?: string[]): Promise<void> {
  const only = (column: SQL) => (documentIds ? sql`${column} = any(${uuids(documentIds)})` : sql`true`);
  if (!documentIds)
    await tx.execute(sql`delete from search_passages where document_id in (select id from search_documents where tenant_id = ${tenantId})`);
  // Inlined: grouping by an expression needs the same text in select and group by, not two parameters.
  const passage = sql.raw(`1 + (w.n - 1) / ${PASSAGE_WORDS}`);
  await tx.execute(sql`
    insert into search_passages (document_id, position, text)
    select id, 0, summary from search_documents where tenant_id = ${tenantId} and summary <> '' and ${only(sql`id`)}
    union all
    select d.id, ${passage}, string_agg(w.word, ' ' order by w.n)
      from search_documents d, regexp_split_to_table(d.body, ' ') with ordinality as w(word, n)
     where d.tenant_id = ${tenantId} and d.body <> '' and ${only(sql`d.id`)}
     group by d.id, ${passage}`);
}

/**
 * The words anyone may read (titles, summaries, open bodies): a typo is corrected only towards them.
 * Drafts and items not yet published leave no words, so a correction never names one.
 */
async function rebuildTerms(tx: Executor, tenantId: TenantId): Promise<void> {
  await tx.execute(sql`delete from search_terms where tenant_id = ${tenantId}`);
  await tx.execute(sql`
    insert into search_terms (tenant_id, term, documents)
    select ${tenantId}, word, count(distinct d.id)
      from search_documents d,
           regexp_split_to_table(lower(d.title || ' ' || d.summary || ' ' || case when d.needs_auth or d.needs_pro then '' else d.body end), '[^[:alnum:]]+') as word
     where d.tenant_id = ${tenantId} and d.visible_from <= now() and length(word) between 3 and 40
     group by word`);
}
