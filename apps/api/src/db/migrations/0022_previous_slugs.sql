-- Slugs a renamed course, lesson, guide or path had: the import renames the row in place and old addresses lead to it (decision 056).
ALTER TABLE "courses" ADD COLUMN "previous_slugs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "previous_slugs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "previous_slugs" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "paths" ADD COLUMN "previous_slugs" text[] DEFAULT '{}' NOT NULL;