ALTER TABLE "personal_access_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "personal_access_tokens" SET "expires_at" = now() + interval '365 days' WHERE "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
UPDATE "personal_access_tokens" SET "revoked_at" = now() WHERE NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "personal_access_tokens"."created_by" AND "users"."is_admin");--> statement-breakpoint
CREATE TABLE "sign_in_delays" (
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_delays_tenant_id_email_client_address_pk" PRIMARY KEY("tenant_id","email","client_address")
);
--> statement-breakpoint
CREATE INDEX "sign_in_delays_last_attempt" ON "sign_in_delays" USING btree ("last_attempt_at");
