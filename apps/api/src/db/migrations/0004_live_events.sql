CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"queue_entry_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_kind" CHECK ("live_events"."kind" IN ('queue', 'order'))
);
--> statement-breakpoint
CREATE INDEX "live_events_merchant_idx" ON "live_events" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "live_events_entry_idx" ON "live_events" USING btree ("queue_entry_id","id");--> statement-breakpoint
CREATE INDEX "live_events_consumer_idx" ON "live_events" USING btree ("consumer_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Live events are written here, by the database, so that every code path that changes an entry, an order
-- or an item emits one (services, the deadline sweeper, purges, the CLI) in the same transaction; NOTIFY is
-- delivered only on commit, so a stream never hears of a change that was rolled back. Several changes of
-- the same thing in one transaction make one event: the client refetches once, after the commit.
CREATE FUNCTION "live_emit"(p_merchant uuid, p_entry uuid, p_consumer uuid, p_order uuid, p_kind text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_id bigint;
BEGIN
	IF EXISTS (
		SELECT 1 FROM "live_events"
		WHERE "queue_entry_id" = p_entry AND "kind" = p_kind AND "order_id" IS NOT DISTINCT FROM p_order
			AND "xmin" = pg_current_xact_id()::xid
	) THEN
		RETURN;
	END IF;
	INSERT INTO "live_events" ("merchant_id", "queue_entry_id", "consumer_id", "order_id", "kind")
	VALUES (p_merchant, p_entry, p_consumer, p_order, p_kind)
	RETURNING "id" INTO v_id;
	PERFORM pg_notify('suavez_live', json_build_object(
		'id', v_id::text, 'merchantId', p_merchant, 'queueEntryId', p_entry, 'consumerId', p_consumer,
		'orderId', p_order, 'kind', p_kind)::text);
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_queue_entry_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An UPDATE that changes nothing (a retried or idempotent command) shows nothing new.
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
		RETURN NULL;
	END IF;
	PERFORM "live_emit"(NEW."merchant_id", NEW."id", NEW."consumer_id", NULL, 'queue');
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "queue_entries_live" AFTER INSERT OR UPDATE ON "queue_entries"
FOR EACH ROW EXECUTE FUNCTION "live_queue_entry_changed"();
--> statement-breakpoint
-- An order names its entry; the merchant and the entry's owner come from the entry. When the entry is gone
-- (a purge deleting it and, by cascade, its orders) there is no stream left to tell.
CREATE FUNCTION "live_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_order uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
	v_entry uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."queue_entry_id" ELSE NEW."queue_entry_id" END;
	v_merchant uuid;
	v_consumer uuid;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
		RETURN NULL;
	END IF;
	SELECT "merchant_id", "consumer_id" INTO v_merchant, v_consumer FROM "queue_entries" WHERE "id" = v_entry;
	IF FOUND THEN
		PERFORM "live_emit"(v_merchant, v_entry, v_consumer, v_order, 'order');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_live" AFTER INSERT OR UPDATE OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "live_order_changed"();
--> statement-breakpoint
CREATE FUNCTION "live_order_item_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_order uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."order_id" ELSE NEW."order_id" END;
	v_entry uuid;
	v_merchant uuid;
	v_consumer uuid;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
		RETURN NULL;
	END IF;
	SELECT e."id", e."merchant_id", e."consumer_id" INTO v_entry, v_merchant, v_consumer
	FROM "orders" o JOIN "queue_entries" e ON e."id" = o."queue_entry_id" WHERE o."id" = v_order;
	IF FOUND THEN
		PERFORM "live_emit"(v_merchant, v_entry, v_consumer, v_order, 'order');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_live" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
FOR EACH ROW EXECUTE FUNCTION "live_order_item_changed"();
