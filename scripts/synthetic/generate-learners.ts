import type pg from 'pg';

/**
 * Synthetic learners and what they did over the last year, made inside PostgreSQL with
 * generate_series (no rows travel from Node), on the portals' published content. The shapes are
 * meant to look like a real portal: more learners on spring than on tanzu, popular first courses,
 * learners dropping out lesson by lesson, knowledge checks retaken until passed, questions of
 * differing difficulty, ratings skewed to the good side and a minority agreeing to be contacted.
 * Every synthetic learner's subject starts with `synthetic:`; their feedback carries the user agent
 * `academy-synthetic`, so a new run removes the previous one first.
 */

export const SYNTHETIC_SUBJECT = 'synthetic:';
const SYNTHETIC_AGENT = 'academy-synthetic';

export interface Step {
  name: string;
  sql: string;
  params?: unknown[];
}

/** The learners' own rows go with them (foreign keys cascade); their feedback would only lose its user. */
export const removePrevious: Step[] = [
  { name: 'remove earlier synthetic feedback', sql: `delete from feedback where context->>'userAgent' = '${SYNTHETIC_AGENT}'` },
  { name: 'remove earlier synthetic learners', sql: `delete from users where subject like '${SYNTHETIC_SUBJECT}%'` },
];

export function generateSteps(learners: number): Step[] {
  return [
    {
      name: 'learners',
      sql: `
        insert into users (tenant_id, subject, login, first_name, last_name, email_verified, created_at, updated_at, last_seen_at)
        select tenant_id, '${SYNTHETIC_SUBJECT}' || i, 'synthetic-' || i || '@' || tenant_id || '.synthetic.test', 'Synthetic', 'Learner ' || i, true,
               joined, joined, joined + random() * (now() - joined)
          from (
            select i, case when r < 0.5 then 'spring' when r < 0.8 then 'kube' else 'tanzu' end as tenant_id,
                   now() - random() * interval '365 days' as joined
              from (select i, random() as r from generate_series(1, $1::int) as i) as drawn
          ) as learner`,
      params: [learners],
    },
    {
      name: 'the lessons of each course in reading order',
      sql: `
        create temp table synthetic_lessons as
        select l.tenant_id, l.course_id, l.id as lesson_id, l.type, l.quiz,
               row_number() over (partition by l.course_id order by m.position, l.position) as ordinal
          from lessons l join modules m on m.id = l.module_id
         where l.published and m.published`,
    },
    {
      // Each learner takes each course of their portal with a chance that falls with the course's
      // place in the catalogue, and reads on from lesson to lesson with a 94% chance each time.
      name: 'course enrolments',
      sql: `
        create temp table synthetic_enrolments as
        select user_id, tenant_id, course_id, started_at, pace, depth
          from (
            select u.id as user_id, u.tenant_id, c.id as course_id, c.rank, random() as chance,
                   u.created_at + random() * (now() - u.created_at) * 0.6 as started_at,
                   interval '1 hour' * (2 + random() * 40) as pace,
                   1 + floor(ln(1 - random()) / ln(0.94))::int as depth
              from users u
              join (select id, tenant_id, row_number() over (partition by tenant_id order by position, title) as rank from courses where published) c
                on c.tenant_id = u.tenant_id
             where u.subject like '${SYNTHETIC_SUBJECT}%'
          ) as pairs
         where chance < 0.99 - 0.04 * rank`,
    },
    {
      // A lesson before the last one reached is complete; the last is complete half the time.
      // Knowledge checks are completed below, by a passing attempt. Nothing is dated in the future:
      // a learner has not reached those lessons (or finished them) yet.
      name: 'lesson progress',
      sql: `
        insert into learner_progress (tenant_id, user_id, item_id, item_type, course_id, started_at, completed_at)
        select e.tenant_id, e.user_id, l.lesson_id, 'lesson', e.course_id, begun, case
                 when l.type = 'knowledge-check' or begun + took > now() then null
                 when l.ordinal < e.depth or random() < 0.5 then begun + took
               end
          from synthetic_enrolments e
          join synthetic_lessons l on l.course_id = e.course_id and l.ordinal <= e.depth,
               lateral (select e.started_at + e.pace * (l.ordinal - 1) as begun, interval '1 minute' * (10 + random() * 50) as took) as moment
         where begun < now()`,
    },
    {
      name: 'guide progress',
      sql: `
        insert into learner_progress (tenant_id, user_id, item_id, item_type, course_id, started_at, completed_at)
        select u.tenant_id, u.id, g.id, 'guide', null, begun, case when random() < 0.6 and begun + interval '25 minutes' < now() then begun + interval '25 minutes' end
          from users u
          join guides g on g.tenant_id = u.tenant_id and g.published,
               lateral (select u.created_at + random() * (now() - u.created_at) as begun) as moment
         where u.subject like '${SYNTHETIC_SUBJECT}%' and random() < 0.9`,
    },
    {
      // One to three attempts per knowledge check reached. Each question of a bank has its own
      // difficulty (from its place), so some fail far more often than others.
      name: 'knowledge-check attempts',
      sql: `
        insert into quiz_attempts (tenant_id, user_id, lesson_id, answers, score, passed, asked, correct, created_at)
        select tenant_id, user_id, lesson_id, answers, score, score >= passing, asked, correct, created_at
          from (
            select p.tenant_id, p.user_id, p.item_id as lesson_id, p.started_at + interval '12 minutes' * n as created_at,
                   (l.quiz->>'passingMarks')::numeric as passing, drawn.asked, graded.correct, graded.answers,
                   round(100.0 * graded.right_answers / cardinality(drawn.asked))::int as score
              from learner_progress p
              join synthetic_lessons l on l.lesson_id = p.item_id and l.type = 'knowledge-check'
              join synthetic_enrolments e on e.user_id = p.user_id and e.course_id = p.course_id
              cross join lateral generate_series(1, 1 + (p.user_id is not null and random() < 0.45)::int + (p.user_id is not null and random() < 0.2)::int) as n
              cross join lateral (
                select array_agg(q::smallint order by q) as asked
                  from (
                    select q from generate_series(0, jsonb_array_length(l.quiz->'questions') - 1) as q
                     order by random() limit (l.quiz->>'totalQuestions')::int
                  ) as bank
              ) as drawn
              cross join lateral (
                select array_agg(ok order by position) as correct,
                       count(*) filter (where ok) as right_answers,
                       jsonb_agg(jsonb_build_object(
                         'questionIndex', position - 1,
                         'selected', case when ok then question->'answer'
                                          else jsonb_build_array(((question->'answer'->>0)::int + 1) % jsonb_array_length(question->'options')) end
                       ) order by position) as answers
                  from (
                    select position, l.quiz->'questions'->bank_index as question,
                           random() < 0.97 - 0.45 * ((abs(hashtext(l.lesson_id::text || ':' || bank_index)) % 100) / 100.0) + 0.05 * n as ok
                      from unnest(drawn.asked) with ordinality as a(bank_index, position)
                  ) as answered
              ) as graded
          ) as attempt
         where created_at < now()`,
    },
    {
      name: 'knowledge checks completed by their first pass',
      sql: `
        update learner_progress p set completed_at = passed.at
          from (
            select a.user_id, a.lesson_id, min(a.created_at) as at
              from quiz_attempts a join users u on u.id = a.user_id
             where u.subject like '${SYNTHETIC_SUBJECT}%' and a.passed
             group by a.user_id, a.lesson_id
          ) as passed
         where p.user_id = passed.user_id and p.item_id = passed.lesson_id`,
    },
    {
      // A third of the learners who reach a course's last lesson rate the course; a few rate the
      // lesson they stopped at. About a third of the answers agree to be contacted for research.
      name: 'survey ratings',
      sql: `
        insert into feedback (tenant_id, user_id, feedbackable_type, feedbackable_id, course_id, schema, comments, rating, survey, context, created_at)
        select e.tenant_id, e.user_id, kind, item, e.course_id::text, 'tenant-survey-v1', '',
               case when r < 0.05 then 1 when r < 0.12 then 2 when r < 0.3 then 3 when r < 0.62 then 4 else 5 end,
               jsonb_build_object('levels', jsonb_build_array(level.key), 'contactYou', random() < 0.35),
               jsonb_build_object('userAgent', '${SYNTHETIC_AGENT}', 'url', '', 'route', ''),
               e.started_at + e.pace * e.depth
          from synthetic_enrolments e
          join lateral (select count(*) as lessons from synthetic_lessons l where l.course_id = e.course_id) as size on true
          join lateral (select key from feedback_questions q where q.tenant_id = e.tenant_id and q.kind = 'level' order by position limit 1) as level on true
          cross join lateral (
            select case when e.depth >= size.lessons then 'course' else 'lesson' end as kind,
                   case when e.depth >= size.lessons then e.course_id::text
                        else (select lesson_id::text from synthetic_lessons l where l.course_id = e.course_id and l.ordinal = e.depth) end as item,
                   random() as r
          ) as choice
         where e.started_at + e.pace * e.depth < now()
           and ((e.depth >= size.lessons and random() < 0.33) or (e.depth < size.lessons and random() < 0.05))`,
    },
    {
      name: 'favourites',
      sql: `
        insert into favorites (tenant_id, user_id, likeable_type, likeable_id, created_at)
        select distinct on (user_id, likeable_type, likeable_id) tenant_id, user_id, likeable_type, likeable_id, created_at
          from (
            select e.tenant_id, e.user_id, 'course' as likeable_type, e.course_id as likeable_id, e.started_at + e.pace as created_at
              from synthetic_enrolments e where random() < 0.25 and e.started_at + e.pace < now()
            union all
            select p.tenant_id, p.user_id, 'guide', p.item_id, p.started_at
              from learner_progress p join users u on u.id = p.user_id
             where u.subject like '${SYNTHETIC_SUBJECT}%' and p.item_type = 'guide' and random() < 0.1
            union all
            select p.tenant_id, p.user_id, 'lesson', p.item_id, p.started_at + interval '5 minutes'
              from learner_progress p join users u on u.id = p.user_id
             where u.subject like '${SYNTHETIC_SUBJECT}%' and p.item_type = 'lesson' and random() < 0.02
          ) as saved
         order by user_id, likeable_type, likeable_id, created_at`,
    },
    { name: 'statistics', sql: 'analyze' },
  ];
}

/** What the run made, for the summary. */
export const COUNTS_SQL = `
  select
    (select count(*) from users where subject like '${SYNTHETIC_SUBJECT}%')::int as learners,
    (select count(*) from learner_progress)::int as progress,
    (select count(*) from quiz_attempts)::int as attempts,
    (select count(*) from feedback)::int as feedback,
    (select count(*) from favorites)::int as favorites`;

export async function runSteps(client: pg.Client, steps: Step[], log: (line: string) => void) {
  for (const step of steps) {
    const started = performance.now();
    const result = await client.query(step.sql, step.params);
    const rows = result.rowCount === null ? '' : `, ${result.rowCount} rows`;
    log(`  ${step.name}: ${((performance.now() - started) / 1000).toFixed(1)} s${rows}`);
  }
}
