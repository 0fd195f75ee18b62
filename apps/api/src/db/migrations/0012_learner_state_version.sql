ALTER TABLE "users" ADD COLUMN "state_version" integer DEFAULT 0 NOT NULL;
