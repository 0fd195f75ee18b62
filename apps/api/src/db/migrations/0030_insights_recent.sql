-- When the rows of the days since yesterday were last recomputed (decision 063); a full refresh counts.
ALTER TABLE "insights_refreshes" ADD COLUMN "recent_refreshed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "insights_refreshes" SET "recent_refreshed_at" = "refreshed_at";--> statement-breakpoint
ALTER TABLE "insights_refreshes" ALTER COLUMN "recent_refreshed_at" SET NOT NULL;--> statement-breakpoint
-- The recent refresh reads what was started, completed or answered since yesterday.
CREATE INDEX "learner_progress_tenant_started" ON "learner_progress" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "learner_progress_tenant_completed" ON "learner_progress" USING btree ("tenant_id","completed_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_tenant_created" ON "quiz_attempts" USING btree ("tenant_id","created_at");
