ALTER TABLE "personal_access_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "personal_access_tokens" SET "expires_at" = now() + interval '365 days' WHERE "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "personal_access_tokens" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
UPDATE "personal_access_tokens" SET "revoked_at" = now() WHERE NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "personal_access_tokens"."created_by" AND "users"."is_admin");
