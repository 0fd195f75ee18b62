-- The survey's stars rate the whole portal (decision 060). Every survey row is about the portal from
-- now on; the lesson or course page it was opened on stays in its context (url and route).
UPDATE "feedback" SET "feedbackable_type" = '', "feedbackable_id" = '', "course_id" = '' WHERE "schema" = 'tenant-survey-v1';--> statement-breakpoint
-- Ratings are summed per day only; the aggregates are recomputed by the first refresh after the
-- upgrade, which finds no previous refresh.
DELETE FROM "insights_rating_days";--> statement-breakpoint
DELETE FROM "insights_refreshes";--> statement-breakpoint
ALTER TABLE "insights_rating_days" DROP CONSTRAINT "insights_rating_days_tenant_id_day_course_id_pk";--> statement-breakpoint
ALTER TABLE "insights_rating_days" ADD CONSTRAINT "insights_rating_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day");--> statement-breakpoint
ALTER TABLE "insights_rating_days" DROP COLUMN "course_id";
