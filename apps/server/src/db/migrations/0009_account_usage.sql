CREATE TABLE "account_usage" (
	"user_id" text PRIMARY KEY NOT NULL,
	"characters" integer DEFAULT 0 NOT NULL,
	"portrait_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_usage" ADD CONSTRAINT "account_usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every account has its usage row from its first moment (decision 047): a save locks it, and a save
-- that finds none is refused, so it must be there before the account can save anything.
CREATE FUNCTION "account_usage_for_new_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "account_usage" ("user_id") VALUES (NEW."id");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "account_usage_for_new_user" AFTER INSERT ON "user"
	FOR EACH ROW EXECUTE FUNCTION "account_usage_for_new_user"();--> statement-breakpoint
-- The row follows the account's characters: one more with every insert, one less with every delete,
-- and a character moved between accounts or given another portrait counts off the old figures and
-- onto the new. Retirement and edits that keep the portrait change neither column, so no trigger runs.
-- When an account is deleted its usage row may already be gone: the updates then touch nothing.
CREATE FUNCTION "account_usage_follows_characters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		UPDATE "account_usage"
			SET "characters" = "characters" - 1, "portrait_bytes" = "portrait_bytes" - OLD."portrait_bytes"
			WHERE "user_id" = OLD."user_id";
	END IF;
	IF TG_OP <> 'DELETE' THEN
		UPDATE "account_usage"
			SET "characters" = "characters" + 1, "portrait_bytes" = "portrait_bytes" + NEW."portrait_bytes"
			WHERE "user_id" = NEW."user_id";
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "account_usage_follows_characters" AFTER INSERT OR DELETE ON "characters"
	FOR EACH ROW EXECUTE FUNCTION "account_usage_follows_characters"();--> statement-breakpoint
CREATE TRIGGER "account_usage_follows_changed_characters" AFTER UPDATE OF "user_id", "portrait_bytes" ON "characters"
	FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."portrait_bytes" IS DISTINCT FROM NEW."portrait_bytes")
	EXECUTE FUNCTION "account_usage_follows_characters"();--> statement-breakpoint
-- The accounts that exist already, with what they keep now.
INSERT INTO "account_usage" ("user_id", "characters", "portrait_bytes")
	SELECT "user"."id", count("characters"."id"), coalesce(sum("characters"."portrait_bytes"), 0)
	FROM "user" LEFT JOIN "characters" ON "characters"."user_id" = "user"."id"
	GROUP BY "user"."id";
