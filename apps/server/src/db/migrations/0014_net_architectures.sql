CREATE TABLE "net_architectures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" text NOT NULL,
	"difficulty" text,
	"seed" integer,
	"architecture" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "net_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"architecture_id" uuid,
	"character_id" uuid NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "net_architectures" ADD CONSTRAINT "net_architectures_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_architectures" ADD CONSTRAINT "net_architectures_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_runs" ADD CONSTRAINT "net_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_runs" ADD CONSTRAINT "net_runs_architecture_id_net_architectures_id_fk" FOREIGN KEY ("architecture_id") REFERENCES "net_architectures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_runs" ADD CONSTRAINT "net_runs_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "net_architectures_campaign_idx" ON "net_architectures" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "net_runs_campaign_idx" ON "net_runs" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "net_runs_character_idx" ON "net_runs" USING btree ("character_id");