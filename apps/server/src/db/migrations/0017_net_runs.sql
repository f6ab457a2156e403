CREATE TABLE "net_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"character_id" uuid NOT NULL,
	"architecture_id" uuid,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "net_runs" ADD CONSTRAINT "net_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_runs" ADD CONSTRAINT "net_runs_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_runs" ADD CONSTRAINT "net_runs_architecture_id_net_architectures_id_fk" FOREIGN KEY ("architecture_id") REFERENCES "net_architectures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_runs" ADD CONSTRAINT "net_runs_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "net_runs_campaign_idx" ON "net_runs" USING btree ("campaign_id","started_at");--> statement-breakpoint
CREATE INDEX "net_runs_character_idx" ON "net_runs" USING btree ("character_id");--> statement-breakpoint
CREATE UNIQUE INDEX "net_runs_one_active_key" ON "net_runs" USING btree ("character_id") WHERE "net_runs"."status" = 'active';