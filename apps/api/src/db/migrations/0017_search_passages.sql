CREATE TABLE "search_passages" (
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"tsv" tsvector GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED NOT NULL,
	CONSTRAINT "search_passages_document_id_position_pk" PRIMARY KEY("document_id","position")
);
--> statement-breakpoint
ALTER TABLE "search_passages" ADD CONSTRAINT "search_passages_document_id_search_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."search_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "search_passages" ("document_id", "position", "text")
SELECT "id", 0, "summary" FROM "search_documents" WHERE "summary" <> ''
UNION ALL
SELECT d."id", 1 + (w.n - 1) / 40, string_agg(w.word, ' ' ORDER BY w.n)
  FROM "search_documents" d, regexp_split_to_table(d."body", ' ') WITH ORDINALITY AS w(word, n)
 WHERE d."body" <> ''
 GROUP BY d."id", 1 + (w.n - 1) / 40;
