ALTER TABLE "character_inventory" ADD COLUMN "gear_choices" jsonb;--> statement-breakpoint
ALTER TABLE "character_inventory" ADD COLUMN "purchases" jsonb;--> statement-breakpoint
ALTER TABLE "character_inventory" ADD COLUMN "installed_cyberware" jsonb;--> statement-breakpoint
ALTER TABLE "character_inventory" ADD COLUMN "items" jsonb;--> statement-breakpoint
ALTER TABLE "character_stats" ADD COLUMN "role_ability" jsonb;--> statement-breakpoint
ALTER TABLE "character_stats" ADD COLUMN "stat_rolls" jsonb;--> statement-breakpoint
ALTER TABLE "character_stats" ADD COLUMN "native_language" text;--> statement-breakpoint
ALTER TABLE "character_stats" ADD COLUMN "humanity" jsonb;--> statement-breakpoint
ALTER TABLE "character_stats" ADD COLUMN "house_rules" jsonb;--> statement-breakpoint
ALTER TABLE "character_stats" ADD COLUMN "deviations" jsonb;