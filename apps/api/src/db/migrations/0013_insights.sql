ALTER TABLE "quiz_attempts" ADD COLUMN "asked" smallint[];--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "correct" boolean[];--> statement-breakpoint
-- Attempts stored before this migration: where the check asks its whole bank, the questions asked
-- are the bank in order and can be graded against the stored key; drawn attempts stay unknown.
UPDATE "quiz_attempts" AS "attempt" SET "asked" = "graded"."asked", "correct" = "graded"."correct"
FROM (
	SELECT "a"."id",
		array_agg("q"."question_index"::smallint ORDER BY "q"."question_index") AS "asked",
		array_agg("q"."selected" = "q"."expected" ORDER BY "q"."question_index") AS "correct"
	FROM "quiz_attempts" AS "a"
	JOIN "lessons" AS "l" ON "l"."id" = "a"."lesson_id"
	CROSS JOIN LATERAL (
		SELECT ("answer"->>'questionIndex')::int AS "question_index",
			(SELECT coalesce(array_agg("s"::int ORDER BY "s"::int), '{}') FROM jsonb_array_elements_text("answer"->'selected') AS "s") AS "selected",
			(SELECT coalesce(array_agg("k"::int ORDER BY "k"::int), '{}')
				FROM jsonb_array_elements_text("l"."quiz"->'questions'->(("answer"->>'questionIndex')::int)->'answer') AS "k") AS "expected"
		FROM jsonb_array_elements("a"."answers") AS "answer"
	) AS "q"
	WHERE "l"."quiz" IS NOT NULL AND jsonb_array_length("l"."quiz"->'questions') <= ("l"."quiz"->>'totalQuestions')::int
	GROUP BY "a"."id"
) AS "graded"
WHERE "attempt"."id" = "graded"."id";--> statement-breakpoint
CREATE TABLE "insights_refreshes" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_activity_days" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"active_learners" integer NOT NULL,
	CONSTRAINT "insights_activity_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "insights_activity_weeks" (
	"tenant_id" text NOT NULL,
	"week" date NOT NULL,
	"active_learners" integer NOT NULL,
	CONSTRAINT "insights_activity_weeks_tenant_id_week_pk" PRIMARY KEY("tenant_id","week")
);
--> statement-breakpoint
CREATE TABLE "insights_course_days" (
	"tenant_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"day" date NOT NULL,
	"started" integer NOT NULL,
	"started_completed" integer NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "insights_course_days_tenant_id_day_course_id_pk" PRIMARY KEY("tenant_id","day","course_id")
);
--> statement-breakpoint
CREATE TABLE "insights_lesson_days" (
	"tenant_id" text NOT NULL,
	"course_id" uuid NOT NULL,
	"cohort_day" date NOT NULL,
	"lesson_id" uuid NOT NULL,
	"started" integer NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "insights_lesson_days_tenant_id_course_id_cohort_day_lesson_id_pk" PRIMARY KEY("tenant_id","course_id","cohort_day","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "insights_question_days" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"lesson_id" uuid NOT NULL,
	"question_index" smallint NOT NULL,
	"answered" integer NOT NULL,
	"correct" integer NOT NULL,
	CONSTRAINT "insights_question_days_tenant_id_day_lesson_id_question_index_pk" PRIMARY KEY("tenant_id","day","lesson_id","question_index")
);
--> statement-breakpoint
CREATE TABLE "insights_rating_days" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"course_id" text NOT NULL,
	"ratings" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	CONSTRAINT "insights_rating_days_tenant_id_day_course_id_pk" PRIMARY KEY("tenant_id","day","course_id")
);
--> statement-breakpoint
CREATE TABLE "insights_favorite_days" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"likeable_type" text NOT NULL,
	"likeable_id" uuid NOT NULL,
	"saved" integer NOT NULL,
	CONSTRAINT "insights_favorite_days_tenant_id_day_likeable_type_likeable_id_pk" PRIMARY KEY("tenant_id","day","likeable_type","likeable_id")
);
--> statement-breakpoint
CREATE TABLE "insights_favorite_items" (
	"tenant_id" text NOT NULL,
	"likeable_type" text NOT NULL,
	"likeable_id" uuid NOT NULL,
	"saved" integer NOT NULL,
	CONSTRAINT "insights_favorite_items_tenant_id_likeable_type_likeable_id_pk" PRIMARY KEY("tenant_id","likeable_type","likeable_id")
);
--> statement-breakpoint
CREATE INDEX "feedback_user_created" ON "feedback" USING btree ("user_id","created_at");
