-- The request counters of the rate limits are not written ahead to the log (decision 055): counting a
-- request then costs no wait for the log's flush to disk, which every signed-in write paid on top of
-- its own commit. After a crash of the database the table comes back empty, and every window opens
-- again; a clean stop keeps the counts.
ALTER TABLE "rate_limit_counter" SET UNLOGGED;
