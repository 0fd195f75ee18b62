-- An invitation may carry the per-portal author right (decision 062), granted on acceptance. The default keeps
-- the release before it running: it inserts invitations without the column (decision 037).
ALTER TABLE "invitations" ADD COLUMN "is_author" boolean DEFAULT false NOT NULL;
