CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"actor_user_id" uuid,
	"actor_token_id" uuid,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"email_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" uuid,
	"feedbackable_type" text NOT NULL,
	"feedbackable_id" text DEFAULT '' NOT NULL,
	"course_id" text DEFAULT '' NOT NULL,
	"schema" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"is_bug" boolean DEFAULT false NOT NULL,
	"allow_contact" boolean DEFAULT false NOT NULL,
	"rating" integer,
	"survey" jsonb,
	"context" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_questions" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feedback_questions_tenant_id_kind_key_pk" PRIMARY KEY("tenant_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"email" text NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"abilities" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_windows_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_email_id_notification_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."notification_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ADD CONSTRAINT "personal_access_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_created" ON "audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_tenant_created" ON "feedback" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_messages_tenant_created" ON "mail_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_emails_tenant_type_email" ON "notification_emails" USING btree ("tenant_id","type","email");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_access_tokens_hash" ON "personal_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "personal_access_tokens_tenant" ON "personal_access_tokens" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start" ON "rate_limit_windows" USING btree ("window_start");--> statement-breakpoint
INSERT INTO "feedback_questions" ("tenant_id", "kind", "key", "label", "position") VALUES
  ('spring', 'custom', 'spring-boot', 'Spring Boot', 1),
  ('spring', 'custom', 'spring-framework', 'Spring Framework', 2),
  ('spring', 'custom', 'spring-data', 'Spring Data', 3),
  ('spring', 'custom', 'spring-security', 'Spring Security', 4),
  ('spring', 'custom', 'spring-cloud', 'Spring Cloud', 5),
  ('spring', 'custom', 'spring-ai', 'Spring AI', 6),
  ('spring', 'custom', 'spring-batch', 'Spring Batch', 7),
  ('tanzu', 'custom', 'tanzu-platform-cf', 'Tanzu Platform for Cloud Foundry', 1),
  ('tanzu', 'custom', 'tanzu-platform-k8s', 'Tanzu Platform for Kubernetes', 2),
  ('tanzu', 'custom', 'tanzu-data', 'Tanzu Data Services', 3),
  ('tanzu', 'custom', 'tanzu-spring', 'Tanzu Spring', 4),
  ('tanzu', 'custom', 'tanzu-app-catalog', 'Tanzu Application Catalog', 5),
  ('tanzu', 'custom', 'tanzu-hub', 'Tanzu Hub and Intelligence', 6),
  ('spring', 'level', 'beginner', 'Beginner', 1),
  ('spring', 'level', 'intermediate', 'Intermediate', 2),
  ('spring', 'level', 'advanced', 'Advanced', 3),
  ('kube', 'level', 'beginner', 'Beginner', 1),
  ('kube', 'level', 'intermediate', 'Intermediate', 2),
  ('kube', 'level', 'advanced', 'Advanced', 3),
  ('tanzu', 'level', 'beginner', 'Beginner', 1),
  ('tanzu', 'level', 'intermediate', 'Intermediate', 2),
  ('tanzu', 'level', 'advanced', 'Advanced', 3);
