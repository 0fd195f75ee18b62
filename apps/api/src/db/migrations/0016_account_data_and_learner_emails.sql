ALTER TABLE "notification_emails" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "notification_emails_tenant_type_email";--> statement-breakpoint
CREATE UNIQUE INDEX "notification_emails_tenant_type_email" ON "notification_emails" USING btree ("tenant_id","type","email") WHERE "notification_emails"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_emails_user_type_email" ON "notification_emails" USING btree ("user_id","type","email") WHERE "notification_emails"."user_id" is not null;
