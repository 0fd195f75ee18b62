-- A lesson opens with what the learner will be able to do (decision 058).
ALTER TABLE "lessons" ADD COLUMN "objectives" jsonb DEFAULT '[]'::jsonb NOT NULL;
