-- Indexed text keeps its angle brackets as private-use characters (services/search/angle-brackets.ts),
-- so text search no longer drops `<groupId>` or `List<String>` as HTML tags; the generated tsvectors follow.
UPDATE "search_documents" SET "body" = translate("body", '<>', chr(57346) || chr(57347)) WHERE "body" ~ '[<>]';--> statement-breakpoint
UPDATE "search_passages" SET "text" = translate("text", '<>', chr(57346) || chr(57347)) WHERE "text" ~ '[<>]' AND "position" > 0;
