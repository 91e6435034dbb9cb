-- "Willing to keep goal" (issue 30): the rotation planner may put a player in goal who prefers another
-- position only when the coach ticked this in his player form. Nobody is willing until asked.
ALTER TABLE "players" ADD COLUMN "willing_to_keep" boolean DEFAULT false NOT NULL;
