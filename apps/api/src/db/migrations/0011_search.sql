CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"course_slug" text,
	"course_title" text,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"level" text,
	"topics" text[] DEFAULT '{}' NOT NULL,
	"needs_auth" boolean DEFAULT false NOT NULL,
	"needs_pro" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"head_tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B')) STORED NOT NULL,
	"full_tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "body"), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_tenant" ON "search_documents" USING btree ("tenant_id", "kind");--> statement-breakpoint
CREATE INDEX "search_documents_head_tsv" ON "search_documents" USING gin ("head_tsv");--> statement-breakpoint
CREATE INDEX "search_documents_full_tsv" ON "search_documents" USING gin ("full_tsv");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "search_terms" (
	"tenant_id" text NOT NULL,
	"term" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_terms_tenant_id_term_pk" PRIMARY KEY("tenant_id","term")
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "search_query_counts" (
	"tenant_id" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_query_counts_tenant_id_query_pk" PRIMARY KEY("tenant_id","query")
);
