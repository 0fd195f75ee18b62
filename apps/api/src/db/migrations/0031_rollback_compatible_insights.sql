-- The release before decisions 060 and 063 must still run on this schema after a rollback (decision 037):
-- it groups site ratings by course_id (always '' now) and records a refresh without recent_refreshed_at.
ALTER TABLE "insights_rating_days" DROP CONSTRAINT "insights_rating_days_tenant_id_day_pk";--> statement-breakpoint
ALTER TABLE "insights_rating_days" ADD COLUMN "course_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "insights_rating_days" ADD CONSTRAINT "insights_rating_days_tenant_id_day_course_id_pk" PRIMARY KEY("tenant_id","day","course_id");--> statement-breakpoint
ALTER TABLE "insights_refreshes" ALTER COLUMN "recent_refreshed_at" SET DEFAULT now();
