-- Which engine wrote a character's bio (decision 050): 'offline' or the AI model's name; null for one saved before.
ALTER TABLE "characters" ADD COLUMN "bio_engine" text;