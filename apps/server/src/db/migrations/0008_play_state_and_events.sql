CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stream" text NOT NULL,
	"character_id" uuid,
	"seq" integer NOT NULL,
	"command_id" uuid NOT NULL,
	"actor_user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"command" jsonb NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"details" jsonb,
	"entered" boolean DEFAULT false NOT NULL,
	"game_session_id" uuid,
	CONSTRAINT "events_stream_seq_key" UNIQUE("stream","seq"),
	CONSTRAINT "events_stream_command_key" UNIQUE("stream","command_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid,
	"character_id" uuid,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_states" (
	"character_id" uuid PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"dice_mode" text DEFAULT 'server' NOT NULL,
	"game_session_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_states" ADD CONSTRAINT "play_states_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_states" ADD CONSTRAINT "play_states_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "game_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_character_idx" ON "events" USING btree ("character_id");--> statement-breakpoint
CREATE INDEX "events_actor_idx" ON "events" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "game_sessions_campaign_idx" ON "game_sessions" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "game_sessions_character_idx" ON "game_sessions" USING btree ("character_id");--> statement-breakpoint
-- The log is append-only (decision 038): no event is changed or deleted, but for the actor's id set to
-- null when that account is deleted, and the events of a character that is gone (ON DELETE CASCADE runs
-- after the character's row is deleted, so it is no longer there to find).
CREATE FUNCTION "events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	expected "events"%ROWTYPE;
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."character_id" IS NOT NULL
			AND NOT EXISTS (SELECT 1 FROM "characters" WHERE "id" = OLD."character_id") THEN
			RETURN OLD;
		END IF;
		RAISE EXCEPTION 'events are append-only: no event is deleted' USING ERRCODE = 'restrict_violation';
	END IF;
	expected := OLD;
	expected."actor_user_id" := NULL;
	IF NEW IS NOT DISTINCT FROM expected THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'events are append-only: no event is changed' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "events_append_only" BEFORE UPDATE OR DELETE ON "events"
	FOR EACH ROW EXECUTE FUNCTION "events_append_only"();
