-- A certificate keeps the learner's name as it was when issued (decision 044). Rows issued before
-- this release take the name the profile has now, which is what they showed until today.
ALTER TABLE "certificates" ADD COLUMN "learner_name" text;--> statement-breakpoint
UPDATE "certificates" SET "learner_name" = trim("users"."first_name" || ' ' || "users"."last_name") FROM "users" WHERE "users"."id" = "certificates"."user_id";
