import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQueryStatsSchema, searchResultsSchema, TENANTS, type SearchResults, type TenantId } from '@academy/shared';
import { readContentBundle } from '../../content/bundle';
import { importContent } from '../../content/import-content';
import { parseBundle } from '../../content/parse-bundle';
import { getMarkdownRenderer } from '../../content/render-markdown';
import { loadConfig } from '../../config';
import { adminCaller, callerFor, visitorGet } from '../../test/caller';
import { signedInLearner } from '../../test/learner';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (tenant: TenantId, query: string, bearer?: string) => {
  const response = await callerFor(t, tenant, bearer)('GET', `/api/search?${query}`);
  return { status: response.status, body: response.body as { data: SearchResults; errors: { code: string; field?: string }[] } };
};
const text = (parts: { text: string }[]) => parts.map((part) => part.text).join('');
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe.each(TENANTS)('search in %s', (tenant) => {
  it('answers in the envelope with the shared schema, every result from this portal', async () => {
    const { status, body } = await search(tenant, 'q=introduction');
    expect(status).toBe(200);
    const data = searchResultsSchema.parse(body.data);
    const own = await rows<{ id: string }>(sql`select item_id as id from search_documents where tenant_id = ${tenant}`);
    const ids = new Set(own.map((row) => row.id));
    for (const hit of data.results) expect(ids.has(hit.id)).toBe(true);
  });

  it('finds every course by its exact title, first', async () => {
    const courses = await rows<{ title: string; slug: string }>(
      sql`select title, slug from courses where tenant_id = ${tenant} and published`,
    );
    for (const course of courses) {
      const { body } = await search(tenant, `q=${encodeURIComponent(course.title)}`);
      expect(body.data.results[0]).toMatchObject({ kind: 'course', slug: course.slug, href: `/courses/${course.slug}` });
    }
  });
});

describe('snippets', () => {
  it('come from the passage where the words are, however deep in the body', async () => {
    // A word found in one open lesson only, and only far into its body (after its sixth passage of 40 words).
    const [deep] = await rows<{ word: string; slug: string }>(sql`
      select w.word, d.slug
        from search_documents d
        join search_passages p on p.document_id = d.id and p.position >= 6,
             regexp_split_to_table(lower(p.text), '[^a-z]+') as w(word)
       where d.tenant_id = 'kube' and d.kind = 'lesson' and not d.needs_auth and not d.needs_pro and length(w.word) >= 9
         and (select count(*) from search_documents o where o.tenant_id = 'kube' and o.full_tsv @@ plainto_tsquery('english', w.word)) = 1
         and not exists (select 1 from search_passages e where e.document_id = d.id and e.position < 6 and e.tsv @@ plainto_tsquery('english', w.word))
       order by w.word
       limit 1`);
    expect(deep).toBeDefined();
    const { body } = await search('kube', `q=${deep.word}`);
    const hit = body.data.results.find((result) => result.slug === deep.slug)!;
    expect(hit.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())).toContain(deep.word);
  });
});

describe('gating', () => {
  /**
   * Words (stems) that only bodies locked to visitors contain: no title, summary or open body has
   * them, and no title is spelled like them (a title is public and matches by similarity).
   */
  async function lockedOnlyStems(tenant: TenantId) {
    return rows<{ word: string }>(sql`
      select word from (
        select word from ts_stat(${`select full_tsv from search_documents where tenant_id = '${tenant}' and (needs_auth or needs_pro)`})
        except select word from ts_stat(${`select head_tsv from search_documents where tenant_id = '${tenant}'`})
        except select word from ts_stat(${`select full_tsv from search_documents where tenant_id = '${tenant}' and not needs_auth and not needs_pro`})
      ) as only_locked
      where word ~ '^[a-z]{6,}$'
        and not exists (select 1 from search_documents d where d.tenant_id = ${tenant} and word_similarity(word, d.title) >= 0.3)
      order by 1 limit 15`);
  }
  const lockedWith = (tenant: TenantId, word: string) =>
    rows<{ id: string }>(sql`
      select item_id as id from search_documents
       where tenant_id = ${tenant} and (needs_auth or needs_pro) and full_tsv @@ plainto_tsquery('simple', ${word})`);

  it.each(TENANTS)('a visitor never finds a locked body in %s; a learner allowed to read it does', async (tenant) => {
    const stems = await lockedOnlyStems(tenant);
    expect(stems.length).toBeGreaterThan(5);
    const learner = await signedInLearner(t, tenant, `reader-${tenant}@example.com`, { isPro: true });
    for (const { word } of stems) {
      const locked = new Set((await lockedWith(tenant, word)).map((row) => row.id));
      const visitor = (await search(tenant, `q=${word}&pageSize=20`)).body.data;
      // A word nothing open contains may be corrected to one that is; never to the locked one.
      if (visitor.correctedQuery === null) expect(visitor.results.filter((hit) => locked.has(hit.id))).toEqual([]);
      else expect(visitor.correctedQuery).not.toContain(word);
      const reader = await search(tenant, `q=${word}&pageSize=20`, learner.token);
      const found = reader.body.data.results.filter((hit) => locked.has(hit.id));
      expect(found.length).toBeGreaterThan(0);
      for (const hit of found) {
        expect(hit.lock).toBeNull();
        expect(hit.snippet.some((part) => part.match)).toBe(true);
      }
    }
  });

  it.each(TENANTS)('corrects a typo in %s only towards words a visitor may read', async (tenant) => {
    for (const { word } of await lockedOnlyStems(tenant)) {
      const leaked = await rows<{ term: string }>(sql`
        select term from search_terms where tenant_id = ${tenant} and to_tsvector('english', term) @@ plainto_tsquery('simple', ${word})`);
      expect(leaked).toEqual([]);
      const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
      const locked = new Set((await lockedWith(tenant, word)).map((row) => row.id));
      const visitor = (await search(tenant, `q=${typo}&pageSize=20`)).body.data;
      if (visitor.correctedQuery === null) expect(visitor.results.filter((hit) => locked.has(hit.id))).toEqual([]);
      else expect(visitor.correctedQuery).not.toContain(word);
    }
  });

  it('shows a visitor the title and lock of a locked lesson, its snippet from the summary only', async () => {
    const [locked] = await rows<{ title: string; summary: string; slug: string }>(sql`
      select title, summary, slug from search_documents where tenant_id = 'spring' and kind = 'lesson' and needs_auth order by slug limit 1`);
    const { body } = await search('spring', `q=${encodeURIComponent(locked.title)}&type=lesson`);
    const hit = body.data.results.find((item) => item.slug === locked.slug)!;
    expect(hit.lock).toMatchObject({ requires: 'auth' });
    const summaryWords = new Set(locked.summary.toLowerCase().match(/[\p{L}\p{N}]+/gu));
    for (const word of text(hit.snippet)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [])
      expect(summaryWords.has(word)).toBe(true);
  });

  it('follows the shared rule for pro: a signed-in learner without pro does not match a pro body', async () => {
    const [proLesson] = await rows<{ id: string }>(sql`
      select item_id as id from search_documents where tenant_id = 'tanzu' and needs_pro and not needs_auth limit 1`);
    const [stem] = await rows<{ word: string }>(sql`
      select word from (
        select word from ts_stat(${`select full_tsv from search_documents where item_id = '${proLesson.id}'`})
        except select word from ts_stat(${`select head_tsv from search_documents where tenant_id = 'tanzu'`})
        except select word from ts_stat(${`select full_tsv from search_documents where tenant_id = 'tanzu' and not needs_pro`})
      ) as only_pro
      where word ~ '^[a-z]{6,}$'
        and not exists (select 1 from search_documents d where d.tenant_id = 'tanzu' and word_similarity(word, d.title) >= 0.3)
      order by 1 limit 1`);
    const free = await signedInLearner(t, 'tanzu', 'free-learner@example.com');
    const pro = await signedInLearner(t, 'tanzu', 'pro-learner@example.com', { isPro: true });
    expect((await search('tanzu', `q=${stem.word}`, free.token)).body.data.results.map((hit) => hit.id)).not.toContain(proLesson.id);
    expect((await search('tanzu', `q=${stem.word}`, pro.token)).body.data.results.map((hit) => hit.id)).toContain(proLesson.id);
  });
});

describe('query, filters, facets and pages', () => {
  it('pages through every match once, and the type facet counts them all', async () => {
    const first = await search('kube', 'q=kubernetes&pageSize=5');
    const { total } = first.body.data;
    expect(total).toBeGreaterThan(10);
    expect(first.body.data.facets.type.reduce((sum, item) => sum + item.count, 0)).toBe(total);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 5); page += 1) {
      const { body } = await search('kube', `q=kubernetes&pageSize=5&page=${page}`);
      seen.push(...body.data.results.map((hit) => hit.id));
    }
    expect(new Set(seen).size).toBe(total);
  });

  it('filters by type, topic and level, each facet counting with the other filters', async () => {
    const all = (await search('kube', 'q=kubernetes&pageSize=20')).body.data;
    const lessons = all.facets.type.find((item) => item.value === 'lesson')!;
    const byType = (await search('kube', 'q=kubernetes&type=lesson&pageSize=20')).body.data;
    expect(byType.total).toBe(lessons.count);
    expect(byType.results.every((hit) => hit.kind === 'lesson')).toBe(true);
    expect(byType.facets.type).toEqual(all.facets.type);

    const topic = byType.facets.topic[0];
    const byTopic = (await search('kube', `q=kubernetes&type=lesson&topic=${encodeURIComponent(topic.value)}&pageSize=20`)).body.data;
    expect(byTopic.total).toBe(topic.count);
    expect(byTopic.results.every((hit) => hit.topics.includes(topic.value))).toBe(true);

    const level = all.facets.level[0];
    const byLevel = (await search('kube', `q=kubernetes&level=${level.value}&pageSize=20`)).body.data;
    expect(byLevel.total).toBe(level.count);
    expect(byLevel.results.every((hit) => hit.level === level.value)).toBe(true);
  });

  it('highlights the words that matched in the title and snippet', async () => {
    const { body } = await search('spring', 'q=%40PreAuthorize');
    const [hit] = body.data.results;
    expect(hit.title.filter((part) => part.match).map((part) => part.text)).toContain('PreAuthorize');
  });

  it('takes websearch syntax: a quoted phrase, or, and an excluded word', async () => {
    const phrase = (await search('kube', `q=${encodeURIComponent('"kubectl rollout"')}`)).body.data;
    expect(phrase.total).toBeGreaterThan(0);
    const without = (await search('kube', `q=${encodeURIComponent('kubernetes -helm')}&pageSize=20`)).body.data;
    expect(without.results.some((hit) => /helm/i.test(text(hit.title)))).toBe(false);
    const either = (await search('kube', `q=${encodeURIComponent('helm or ingress')}&pageSize=20`)).body.data;
    expect(either.results.some((hit) => /helm/i.test(text(hit.title)))).toBe(true);
    expect(either.results.some((hit) => /ingress/i.test(text(hit.title)) || /ingress/i.test(text(hit.snippet)))).toBe(true);
  });

  it('finds as the last word is being typed, and corrects typos it can', async () => {
    expect((await search('kube', 'q=kuberne')).body.data.results[0].title.some((part) => part.match)).toBe(true);
    expect(text((await search('kube', 'q=kubernets')).body.data.results[0].title)).toMatch(/Kubernetes/);
    const typo = (await search('kube', `q=${encodeURIComponent('kubernets deploymnet')}`)).body.data;
    expect(typo.correctedQuery).toMatch(/^kubernetes deploy/);
    expect(typo.total).toBeGreaterThan(0);
    // A typo in a query whose other words only look like titles is corrected too.
    expect((await search('spring', `q=${encodeURIComponent('spring secuirty')}`)).body.data.correctedQuery).toBe('spring security');
  });

  it('finds and shows code in snippets as it reads, not as the escaped HTML it was rendered to or without its tags', async () => {
    // The JPA lessons quote a Maven dependency, which the renderer escaped (`&#x3C;groupId>`).
    const code = (await search('spring', 'q=jpa&pageSize=20')).body.data;
    const snippets = code.results.map((hit) => text(hit.snippet));
    expect(snippets.some((snippet) => snippet.includes('org.springframework.boot'))).toBe(true);
    expect(snippets.filter((snippet) => /&#x?[0-9a-f]+;|&[a-z]+;/i.test(snippet))).toEqual([]);
    // Code that looks like a tag is found and shown as written (the text search parser alone drops it).
    const maven = (await search('spring', 'q=groupId&pageSize=20')).body.data;
    expect(maven.total).toBeGreaterThan(0);
    expect(maven.results.map((hit) => text(hit.snippet)).join(' ')).toContain('<groupId>org.springframework.boot</groupId>');
    const typedAsTag = (await search('spring', `q=${encodeURIComponent('<groupId>')}&pageSize=20`)).body.data;
    expect(typedAsTag.total).toBe(maven.total);
    const generics = (await search('spring', `q=${encodeURIComponent('List<String>')}&pageSize=20`)).body.data;
    expect(generics.results.map((hit) => text(hit.snippet)).join(' ')).toMatch(/List<String>/);
  });

  it('does not turn words it does not know into other words that merely share letters', async () => {
    // "underwater" shares trigrams with "under", and "weaving" is one letter from "leaving".
    const unknown = (await search('tanzu', `q=${encodeURIComponent('underwater basket weaving')}`)).body.data;
    expect(unknown).toMatchObject({ total: 0, correctedQuery: null, results: [] });
  });

  it.each([
    ['no query', ''],
    ['an empty query', 'q=%20%20'],
    ['a query too long', `q=${'a'.repeat(201)}`],
    ['a control character', 'q=kube%00rnetes'],
    ['an unknown type', 'q=kube&type=video'],
    ['an unknown level', 'q=kube&level=Expert'],
    ['page 0', 'q=kube&page=0'],
    ['a page that is not a number', 'q=kube&page=two'],
    ['too large a page size', 'q=kube&pageSize=500'],
  ])('refuses %s with a 400 in the envelope', async (_, query) => {
    const { status, body } = await search('kube', query);
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe('VALIDATION_FAILED');
  });

  it.each(['!!!', '"', '-', 'or', '& | ! <->', "'; drop table search_documents; --", '%_\\', 'ü', '🚀'])(
    'answers %j without an error',
    async (q) => {
      const { status, body } = await search('kube', `q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      searchResultsSchema.parse(body.data);
    },
  );
});

// Imports a portal's content twice: 13 s alone on a loaded 2-core machine, past 30 s beside two other workers.
describe('the index follows content imports', { timeout: 120_000 }, () => {
  it('finds a renamed guide by its new title and no longer by its old one', async () => {
    const { CONTENT_DIR } = loadConfig({ ...process.env, NODE_ENV: 'test' });
    const bundle = await readContentBundle(CONTENT_DIR, ['kube']);
    const file = bundle.files.find((item) => item.path === 'kube/guides/network-policies-by-example.md')!;
    if (!('text' in file)) throw new Error('the guide is text');
    file.text = file.text.replace('title: Network policies by example', 'title: Zanzibar firewall rules');
    const result = await importContent(t.database.db, await parseBundle(bundle), await getMarkdownRenderer());
    expect(result.issues).toEqual([]);
    const renamed = (await search('kube', 'q=zanzibar')).body.data;
    expect(renamed.results[0]).toMatchObject({ kind: 'guide', slug: 'network-policies-by-example' });
    const old = (await search('kube', `q=${encodeURIComponent('"network policies by example"')}&type=guide`)).body.data;
    expect(old.results.map((hit) => text(hit.title))).not.toContain('Network policies by example');
  });
});

describe('query counts for admins', () => {
  it('counts searches and misses per portal, keeps no personal data, and shows them to admins only', async () => {
    for (const q of ['quantum basket weaving', 'Quantum  basket weaving', 'kubernetes', 'jane.doe@example.com', 'call 0612 345 678']) {
      await search('kube', `q=${encodeURIComponent(q)}`);
    }
    const admin = await adminCaller(t, 'kube', 'search-admin@example.com');
    const { status, body } = await admin('GET', '/api/admin/search-queries');
    expect(status).toBe(200);
    const stats = searchQueryStatsSchema.parse(body.data);
    expect(stats.zeroResults).toContainEqual(expect.objectContaining({ query: 'quantum basket weaving', misses: 2 }));
    expect(stats.top).toContainEqual({ query: 'kubernetes', searches: expect.any(Number), misses: 0 });
    const stored = await rows<{ query: string }>(sql`select query from search_query_counts`);
    expect(stored.map((row) => row.query).filter((query) => query.includes('example.com') || query.includes('0612'))).toEqual([]);

    const otherPortal = await adminCaller(t, 'spring', 'search-admin@example.com');
    const spring = searchQueryStatsSchema.parse((await otherPortal('GET', '/api/admin/search-queries')).body.data);
    expect(spring.zeroResults.map((row) => row.query)).not.toContain('quantum basket weaving');
  });

  it('refuses anonymous callers with 401 and learners with 403', async () => {
    const anonymous = await visitorGet(t, '/api/admin/search-queries', 'kube.localhost');
    expect(anonymous.status).toBe(401);
    const learner = await signedInLearner(t, 'kube', 'curious-learner@example.com');
    expect((await learner.call('GET', '/api/admin/search-queries')).status).toBe(403);
  });
});
