CREATE TABLE "pending_portraits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_portraits" ADD CONSTRAINT "pending_portraits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_portraits_user_idx" ON "pending_portraits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_portraits_expires_idx" ON "pending_portraits" USING btree ("expires_at");