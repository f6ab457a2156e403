CREATE TABLE "market_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"character_id" uuid NOT NULL,
	"buyer_user_id" text,
	"command_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "night_markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"operator_rank" integer DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_purchases" ADD CONSTRAINT "market_purchases_market_id_night_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "night_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_purchases" ADD CONSTRAINT "market_purchases_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_purchases" ADD CONSTRAINT "market_purchases_buyer_user_id_user_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_markets" ADD CONSTRAINT "night_markets_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_purchases_market_idx" ON "market_purchases" USING btree ("market_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "market_purchases_command_idx" ON "market_purchases" USING btree ("character_id","command_id");--> statement-breakpoint
CREATE INDEX "night_markets_campaign_idx" ON "night_markets" USING btree ("campaign_id","created_at");