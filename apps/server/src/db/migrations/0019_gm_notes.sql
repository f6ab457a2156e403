CREATE TABLE "gm_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"game_session_id" uuid,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gm_notes_campaign_session_key" UNIQUE NULLS NOT DISTINCT("campaign_id","game_session_id")
);
--> statement-breakpoint
ALTER TABLE "gm_notes" ADD CONSTRAINT "gm_notes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gm_notes" ADD CONSTRAINT "gm_notes_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "game_sessions"("id") ON DELETE cascade ON UPDATE no action;