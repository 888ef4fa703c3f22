ALTER TABLE "queue_entries" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "left_waiting_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "queue_entries_merchant_joined_idx" ON "queue_entries" USING btree ("merchant_id","joined_at");--> statement-breakpoint
-- Milestones are written here, by the database, so that every path that changes a status (services, the
-- deadline sweeper, purges, the CLI) keeps them, in the same statement. The time is the row's own
-- last_status_at, which the code sets from its injected clock (never now()), the same instant it writes
-- into the history row. Only the first time counts: a milestone already set is never moved.
CREATE FUNCTION "queue_entry_milestones"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW."status" IS NOT DISTINCT FROM OLD."status" THEN
		RETURN NEW;
	END IF;
	IF NEW."status" = 'CALLED' THEN
		NEW."called_at" := coalesce(NEW."called_at", NEW."last_status_at");
	ELSIF NEW."status" = 'CHECK_IN' THEN
		NEW."checked_in_at" := coalesce(NEW."checked_in_at", NEW."last_status_at");
	ELSIF NEW."status" = 'CHECK_OUT' THEN
		NEW."checked_out_at" := coalesce(NEW."checked_out_at", NEW."last_status_at");
	END IF;
	IF NEW."status" NOT IN ('WAITING_CONFIRMATION', 'IN_QUEUE') THEN
		NEW."left_waiting_at" := coalesce(NEW."left_waiting_at", NEW."last_status_at");
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
-- BEFORE, so the AFTER trigger of live events (0004) sees the finished row: still one event per change.
CREATE TRIGGER "queue_entries_milestones" BEFORE INSERT OR UPDATE OF "status" ON "queue_entries"
FOR EACH ROW EXECUTE FUNCTION "queue_entry_milestones"();
--> statement-breakpoint
-- The entries already stored get theirs from the history. Filling a column is no change a diner or a
-- merchant sees: the live-event trigger is off for this one statement (inside the migration's transaction).
ALTER TABLE "queue_entries" DISABLE TRIGGER "queue_entries_live";
--> statement-breakpoint
UPDATE "queue_entries" q SET
	"called_at" = h."called_at",
	"checked_in_at" = h."checked_in_at",
	"checked_out_at" = h."checked_out_at",
	"left_waiting_at" = h."left_waiting_at"
FROM (
	SELECT "queue_entry_id",
		min("created_at") FILTER (WHERE "status" = 'CALLED') AS "called_at",
		min("created_at") FILTER (WHERE "status" = 'CHECK_IN') AS "checked_in_at",
		min("created_at") FILTER (WHERE "status" = 'CHECK_OUT') AS "checked_out_at",
		min("created_at") FILTER (WHERE "status" NOT IN ('WAITING_CONFIRMATION', 'IN_QUEUE')) AS "left_waiting_at"
	FROM "queue_entry_history"
	GROUP BY "queue_entry_id"
) h
WHERE h."queue_entry_id" = q."id";
--> statement-breakpoint
ALTER TABLE "queue_entries" ENABLE TRIGGER "queue_entries_live";
