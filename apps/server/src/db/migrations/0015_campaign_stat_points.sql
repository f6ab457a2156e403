ALTER TABLE "campaigns" ADD COLUMN "complete_stat_points" integer DEFAULT 62 NOT NULL;--> statement-breakpoint
ALTER TABLE "character_stats" ADD COLUMN "campaign_stat_points" integer;