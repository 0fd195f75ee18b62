ALTER TABLE "mail_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
UPDATE "mail_messages" SET "attempts" = 1, "last_attempt_at" = "created_at" WHERE "transport" = 'smtp';--> statement-breakpoint
CREATE INDEX "mail_messages_due" ON "mail_messages" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_messages_search" ON "mail_messages" USING gin (("to_address" || ' ' || coalesce("reply_to", '') || ' ' || "subject" || ' ' || CASE WHEN "kind" = 'verification' AND "transport" = 'smtp' THEN '' ELSE "body" END) gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "topic_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"topic" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "topic_requests" ADD CONSTRAINT "topic_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_requests_tenant_created" ON "topic_requests" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "topic_requests_search" ON "topic_requests" USING gin (("topic" || ' ' || "details") gin_trgm_ops);
