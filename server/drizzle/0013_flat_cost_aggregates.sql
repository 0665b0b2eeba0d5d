CREATE TABLE "practice_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"last_practice_day" date,
	"last_run" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exposures" ADD COLUMN "session_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exposures" ADD COLUMN "first_practised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exposures" ADD COLUMN "last_practised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exposures" ADD COLUMN "first_anxiety_pre" integer;--> statement-breakpoint
ALTER TABLE "practice_totals" ADD CONSTRAINT "practice_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exposure_sessions_user_open_idx" ON "exposure_sessions" USING btree ("user_id") WHERE status = 'open';--> statement-breakpoint
-- Backfill (decision 028): each exposure's practice summary from its completed sessions, as the list computed it.
UPDATE "exposures" SET "session_count" = "agg"."count", "first_practised_at" = "agg"."first", "last_practised_at" = "agg"."last",
	"first_anxiety_pre" = "agg"."first_pre"
FROM (
	SELECT "exposure_id", count(*)::int AS "count", min("ended_at") AS "first", max("ended_at") AS "last",
		(array_agg("anxiety_pre" ORDER BY "ended_at" ASC))[1] AS "first_pre"
	FROM "exposure_sessions" WHERE "status" = 'completed' GROUP BY "exposure_id"
) AS "agg"
WHERE "agg"."exposure_id" = "exposures"."id";--> statement-breakpoint
-- Backfill (decision 028): each person's totals, practice days counted in their own zone; runs of days are
-- gaps-and-islands (a day minus its rank is constant along a run). A zone PostgreSQL does not know gets no
-- row: the stats route then computes from the history, and the next write keeps a row for them.
INSERT INTO "practice_totals" ("user_id", "time_zone", "sessions", "points", "longest_streak", "last_practice_day", "last_run")
WITH "days" AS (
	SELECT DISTINCT "s"."user_id", ("s"."ended_at" AT TIME ZONE "u"."time_zone")::date AS "day"
	FROM "exposure_sessions" "s" JOIN "users" "u" ON "u"."id" = "s"."user_id"
	WHERE "s"."status" = 'completed' AND "s"."ended_at" IS NOT NULL
		AND "u"."time_zone" IN (SELECT "name" FROM pg_timezone_names)
), "runs" AS (
	SELECT "user_id", "day", "day" - (row_number() OVER (PARTITION BY "user_id" ORDER BY "day"))::int AS "run_key" FROM "days"
), "islands" AS (
	SELECT "user_id", max("day") AS "last_day", count(*)::int AS "length" FROM "runs" GROUP BY "user_id", "run_key"
), "streaks" AS (
	SELECT DISTINCT ON ("user_id") "user_id", "last_day", "length" AS "last_run",
		max("length") OVER (PARTITION BY "user_id") AS "longest"
	FROM "islands" ORDER BY "user_id", "last_day" DESC
)
SELECT "u"."id", "u"."time_zone",
	(SELECT count(*)::int FROM "exposure_sessions" "s" WHERE "s"."user_id" = "u"."id" AND "s"."status" = 'completed'),
	(SELECT coalesce(sum("p"."points"), 0)::int FROM "point_events" "p" WHERE "p"."user_id" = "u"."id"),
	coalesce("st"."longest", 0), "st"."last_day", coalesce("st"."last_run", 0)
FROM "users" "u" LEFT JOIN "streaks" "st" ON "st"."user_id" = "u"."id"
WHERE "u"."time_zone" IN (SELECT "name" FROM pg_timezone_names);
