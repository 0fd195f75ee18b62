alter table book add column page_count integer;
