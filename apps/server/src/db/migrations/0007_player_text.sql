-- Text saved before the contracts refused control and direction characters (packages/contracts/src/player-text.ts):
-- the same characters removed, and the text put in NFC. Bios and pitches keep tab, line feed and carriage return.
CREATE FUNCTION "edgeforge_clean_text"("value" text, "multi_line" boolean) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT normalize(regexp_replace("value", CASE WHEN "multi_line"
    THEN '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]'
    ELSE '[\x01-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069]' END, '', 'g'), NFC)
$$;--> statement-breakpoint
CREATE FUNCTION "edgeforge_clean_jsonb"("value" jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  CASE jsonb_typeof("value")
    WHEN 'string' THEN RETURN to_jsonb("edgeforge_clean_text"("value" #>> '{}', false));
    WHEN 'array' THEN RETURN (SELECT coalesce(jsonb_agg("edgeforge_clean_jsonb"("item") ORDER BY "position"), '[]'::jsonb)
      FROM jsonb_array_elements("value") WITH ORDINALITY AS "items"("item", "position"));
    WHEN 'object' THEN RETURN (SELECT coalesce(jsonb_object_agg("edgeforge_clean_text"("key", false), "edgeforge_clean_jsonb"("item")), '{}'::jsonb)
      FROM jsonb_each("value") AS "entries"("key", "item"));
    ELSE RETURN "value";
  END CASE;
END
$$;--> statement-breakpoint
UPDATE "user" SET "name" = "edgeforge_clean_text"("name", false)
  WHERE "name" IS DISTINCT FROM "edgeforge_clean_text"("name", false);--> statement-breakpoint
UPDATE "characters" SET
  "name_first" = "edgeforge_clean_text"("name_first", false),
  "name_last" = "edgeforge_clean_text"("name_last", false),
  "nationality" = "edgeforge_clean_text"("nationality", false),
  "bio" = "edgeforge_clean_text"("bio", true),
  "short_bio" = "edgeforge_clean_text"("short_bio", false)
  WHERE ("name_first", "name_last", "nationality", "bio", "short_bio") IS DISTINCT FROM (
    "edgeforge_clean_text"("name_first", false), "edgeforge_clean_text"("name_last", false),
    "edgeforge_clean_text"("nationality", false), "edgeforge_clean_text"("bio", true),
    "edgeforge_clean_text"("short_bio", false));--> statement-breakpoint
UPDATE "character_stats" SET
  "native_language" = "edgeforge_clean_text"("native_language", false),
  "skills" = "edgeforge_clean_jsonb"("skills")
  WHERE ("native_language", "skills") IS DISTINCT FROM
    ("edgeforge_clean_text"("native_language", false), "edgeforge_clean_jsonb"("skills"));--> statement-breakpoint
UPDATE "character_background" SET
  "personal_history" = "edgeforge_clean_jsonb"("personal_history"),
  "connections" = "edgeforge_clean_jsonb"("connections"),
  "motivations" = "edgeforge_clean_jsonb"("motivations"),
  "life_events" = "edgeforge_clean_jsonb"("life_events")
  WHERE ("personal_history", "connections", "motivations", "life_events") IS DISTINCT FROM (
    "edgeforge_clean_jsonb"("personal_history"), "edgeforge_clean_jsonb"("connections"),
    "edgeforge_clean_jsonb"("motivations"), "edgeforge_clean_jsonb"("life_events"));--> statement-breakpoint
UPDATE "campaigns" SET
  "name" = "edgeforge_clean_text"("name", false),
  "pitch" = "edgeforge_clean_text"("pitch", true)
  WHERE ("name", "pitch") IS DISTINCT FROM
    ("edgeforge_clean_text"("name", false), "edgeforge_clean_text"("pitch", true));--> statement-breakpoint
UPDATE "draft" SET "data" = "edgeforge_clean_jsonb"("data")
  WHERE "data" IS DISTINCT FROM "edgeforge_clean_jsonb"("data");--> statement-breakpoint
DROP FUNCTION "edgeforge_clean_jsonb"(jsonb);--> statement-breakpoint
DROP FUNCTION "edgeforge_clean_text"(text, boolean);
