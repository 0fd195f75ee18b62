import { sql } from 'drizzle-orm';
import type { TenantId } from '@academy/shared';
import type { Database } from '../../db/client';
import { allowedEdits, editDistance } from './edit-distance';
import { rowsOf } from './rows';

const WORD = /[\p{L}\p{N}]+/gu;
/** Shorter words have too few trigrams to correct safely. */
const MIN_LENGTH = 4;
/** Trigram neighbours looked at per word; the first within its allowed edits wins. */
const CANDIDATES = 8;
/** Words looked up per query, the first ones: each is an index search of the portal's terms. */
const CORRECTED_WORDS = 4;

interface Suggestion {
  word: string;
  known: boolean;
  candidates: string[] | null;
}

/**
 * The query with each word the portal's content does not contain replaced by its most similar
 * word that anyone may read (pg_trgm similarity) that is also a typo away (a couple of edits):
 * "underwater" shares trigrams with "under" but is not a misspelling of it. Null when nothing changes.
 */
export async function correctSpelling(db: Database, tenantId: TenantId, q: string): Promise<string | null> {
  const words = [...new Set((q.toLowerCase().match(WORD) ?? []).filter((word) => word.length >= MIN_LENGTH))].slice(0, CORRECTED_WORDS);
  if (words.length === 0) return null;
  const rows = rowsOf<Suggestion>(
    await db.execute(sql`
    select w.word,
           exists (select 1 from search_terms t where t.tenant_id = ${tenantId} and t.term = w.word) as known,
           array(select t.term from search_terms t
             where t.tenant_id = ${tenantId} and t.term % w.word
             order by similarity(t.term, w.word) desc, t.documents desc, t.term
             limit ${CANDIDATES}) as candidates
      from unnest(string_to_array(${words.join(' ')}, ' ')) as w(word)`),
  );
  let corrected = q;
  for (const row of rows) {
    const best = row.known ? undefined : row.candidates?.find((term) => editDistance(term, row.word) <= allowedEdits(row.word));
    if (!best) continue;
    corrected = corrected.replace(new RegExp(`(?<![\\p{L}\\p{N}])${row.word}(?![\\p{L}\\p{N}])`, 'giu'), best);
  }
  return corrected === q ? null : corrected;
}
