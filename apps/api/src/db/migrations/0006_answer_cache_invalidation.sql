-- The answer cache (modules/live/answer-cache.ts) keeps the diners' polled answers in each server process
-- and drops them when what they were read from changes. Entries, orders and items already notify on
-- `suavez_live` (0004); this adds what those answers also read and that has no live event: the merchant's
-- profile, the diner's name and phone, and deleted entries (a purge, an account erased). The payload is a
-- tag: `merchant:<id>` or `consumer:<id>`. PostgreSQL folds identical notifications of one transaction into
-- one, so a purge of thousands of entries sends one per merchant.
CREATE FUNCTION "answer_cache_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_row record;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'DELETE' THEN
		v_row := OLD;
	ELSE
		v_row := NEW;
	END IF;
	-- Each branch names only the columns of its own table (a record's fields are resolved when reached).
	IF TG_TABLE_NAME = 'merchants' THEN
		PERFORM pg_notify('suavez_cache', 'merchant:' || v_row."id");
	ELSIF TG_TABLE_NAME = 'consumers' THEN
		PERFORM pg_notify('suavez_cache', 'consumer:' || v_row."id");
	ELSE
		PERFORM pg_notify('suavez_cache', 'merchant:' || v_row."merchant_id");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "merchants_answer_cache" AFTER UPDATE OR DELETE ON "merchants"
FOR EACH ROW EXECUTE FUNCTION "answer_cache_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "consumers_answer_cache" AFTER UPDATE OR DELETE ON "consumers"
FOR EACH ROW EXECUTE FUNCTION "answer_cache_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "queue_entries_answer_cache" AFTER DELETE ON "queue_entries"
FOR EACH ROW EXECUTE FUNCTION "answer_cache_row_changed"();
