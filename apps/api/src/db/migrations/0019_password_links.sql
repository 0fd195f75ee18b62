-- Single-use links that set an embedded account's password: the first administrator's, from `admin.js create` (decision 037).
CREATE TABLE "password_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_account_id_identity_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."identity_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_links_token_hash" ON "password_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_links_account" ON "password_links" USING btree ("account_id");