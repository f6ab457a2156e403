ALTER TABLE "user" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "characters" ADD COLUMN "portrait_bytes" integer DEFAULT 0 NOT NULL;