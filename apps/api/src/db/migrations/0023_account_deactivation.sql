-- An administrator can deactivate an account: it cannot sign in and none of its tokens is accepted (decision 050).
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;
