-- The webhooks' outbox is written by triggers (docs/integrations.md#delivery): each event inserts one
-- delivery per enabled endpoint of the restaurant that subscribed to it, in the transaction of the change, so
-- a change that rolls back leaves none and one that commits cannot lose its event. `event_key` names the event
-- and its row (and, for events a row can have more than once, when), so the unique (endpoint, event_key)
-- keeps one delivery per event; ON CONFLICT DO NOTHING. The time of the change is the row's own timestamp
-- (written by the app's clock), both the body's `timestamp` and the first try's due time.
CREATE OR REPLACE FUNCTION "webhook_enqueue"(p_merchant uuid, p_type text, p_key text, p_at timestamptz, p_data jsonb)
RETURNS void LANGUAGE sql AS $$
	INSERT INTO "webhook_deliveries" ("merchant_id", "endpoint_id", "event_key", "type", "data", "occurred_at", "next_attempt_at")
	SELECT p_merchant, e."id", p_key, p_type, p_data, p_at, p_at
	FROM "webhook_endpoints" e
	WHERE e."merchant_id" = p_merchant AND e."enabled" AND p_type = ANY (e."events")
	ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Queue: joined (insert), called (→ CALLED, each call), seated (→ CHECK_IN), left (→ any final status).
CREATE OR REPLACE FUNCTION "webhooks_on_queue_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_type text;
	v_key text;
	v_at timestamptz := NEW."last_status_at";
	v_data jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		v_type := 'queue.joined';
		v_key := 'queue.joined:' || NEW."id";
		v_at := NEW."joined_at";
	ELSIF NEW."status" IS NOT DISTINCT FROM OLD."status" THEN
		RETURN NULL;
	ELSIF NEW."status" = 'CALLED' THEN
		v_type := 'queue.called';
		v_key := 'queue.called:' || NEW."id" || ':' || floor(extract(epoch FROM NEW."last_status_at") * 1000)::bigint;
	ELSIF NEW."status" = 'CHECK_IN' THEN
		v_type := 'queue.seated';
		v_key := 'queue.seated:' || NEW."id";
	ELSIF NEW."status" IN ('CANCELLED_BY_MERCHANT', 'CANCELLED_BY_CONSUMER', 'DENIED_RESTAURANT_CALL',
		'CALLED_NOT_ANSWERED', 'NOT_PRESENT', 'CHECK_OUT') THEN
		v_type := 'queue.left';
		v_key := 'queue.left:' || NEW."id";
	ELSE
		RETURN NULL;
	END IF;
	IF NOT EXISTS (SELECT 1 FROM "webhook_endpoints" e WHERE e."merchant_id" = NEW."merchant_id" AND e."enabled"
		AND v_type = ANY (e."events")) THEN
		RETURN NULL;
	END IF;
	SELECT jsonb_build_object('queueId', NEW."id", 'status', NEW."status", 'name', c."name", 'slot', NEW."slot",
		'table', NEW."table_label", 'joinedAt', NEW."joined_at")
	INTO v_data FROM "consumers" c WHERE c."id" = NEW."consumer_id";
	PERFORM "webhook_enqueue"(NEW."merchant_id", v_type, v_key, v_at, v_data);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "queue_entries_webhooks" AFTER INSERT OR UPDATE OF "status" ON "queue_entries"
FOR EACH ROW EXECUTE FUNCTION "webhooks_on_queue_entry"();
--> statement-breakpoint
-- A unit's options as the API answers them (`{id, group, name, price}`, price in reais), from the copy the
-- unit keeps (`{id, group, name, priceCents}`), in their order.
CREATE OR REPLACE FUNCTION "webhook_unit_options"(p_options jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(jsonb_agg(jsonb_build_object('id', o->'id', 'group', o->'group', 'name', o->'name',
		'price', round((o->>'priceCents')::numeric / 100, 2)) ORDER BY n), '[]'::jsonb)
	FROM jsonb_array_elements(coalesce(p_options, '[]'::jsonb)) WITH ORDINALITY AS x(o, n)
$$;
--> statement-breakpoint
-- Units: order.sent once per send (the units that went to the kitchen together share `status_at`; row
-- triggers run at the statement's end, so the first one sees them all and the others add nothing), with each
-- unit's name, options, note and price (reais, as the whole API speaks money); order.item.accepted (the kitchen took it: SENT or CANCEL_REQUEST →
-- ACCEPTED, or PREPARING for a prepared item) and order.item.delivered (→ COMPLETED), each time it happens.
CREATE OR REPLACE FUNCTION "webhooks_on_order_item"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_type text;
	v_key text;
	v_data jsonb;
	v_ms bigint := floor(extract(epoch FROM NEW."status_at") * 1000)::bigint;
BEGIN
	IF NEW."status" IS NOT DISTINCT FROM OLD."status" THEN
		RETURN NULL;
	ELSIF NEW."status" = 'SENT' AND OLD."status" = 'CREATED' THEN
		v_type := 'order.sent';
		v_key := 'order.sent:' || NEW."order_id" || ':' || v_ms;
	ELSIF NEW."status" IN ('ACCEPTED', 'PREPARING') AND OLD."status" IN ('SENT', 'CANCEL_REQUEST') THEN
		v_type := 'order.item.accepted';
		v_key := 'order.item.accepted:' || NEW."id" || ':' || v_ms;
	ELSIF NEW."status" = 'COMPLETED' THEN
		v_type := 'order.item.delivered';
		v_key := 'order.item.delivered:' || NEW."id" || ':' || v_ms;
	ELSE
		RETURN NULL;
	END IF;
	IF NOT EXISTS (SELECT 1 FROM "webhook_endpoints" e WHERE e."merchant_id" = NEW."merchant_id" AND e."enabled"
		AND v_type = ANY (e."events")) THEN
		RETURN NULL;
	END IF;
	SELECT jsonb_build_object('orderId', o."id", 'queueId', o."queue_entry_id", 'table', q."table_label",
		'consumer', jsonb_build_object('name', c."name"))
	INTO v_data
	FROM "orders" o JOIN "queue_entries" q ON q."id" = o."queue_entry_id" JOIN "consumers" c ON c."id" = o."consumer_id"
	WHERE o."id" = NEW."order_id";
	IF v_type = 'order.sent' THEN
		v_data := v_data || jsonb_build_object('units', (
			SELECT coalesce(jsonb_agg(jsonb_build_object('id', u."id", 'itemId', u."item_id", 'name', u."name",
				'options', "webhook_unit_options"(u."options"), 'note', u."note", 'price', round(u."unit_price_cents" / 100.0, 2)) ORDER BY u."created_at", u."id"), '[]'::jsonb)
			FROM "order_items" u
			WHERE u."order_id" = NEW."order_id" AND u."status" = 'SENT' AND u."status_at" = NEW."status_at"));
	ELSE
		v_data := v_data || jsonb_build_object('unit', jsonb_build_object('id', NEW."id", 'itemId', NEW."item_id",
			'name', NEW."name", 'options', "webhook_unit_options"(NEW."options"), 'note', NEW."note", 'price', round(NEW."unit_price_cents" / 100.0, 2),
			'status', NEW."status"));
	END IF;
	PERFORM "webhook_enqueue"(NEW."merchant_id", v_type, v_key, NEW."status_at", v_data);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_webhooks" AFTER UPDATE OF "status" ON "order_items"
FOR EACH ROW EXECUTE FUNCTION "webhooks_on_order_item"();
--> statement-breakpoint
-- Orders: bill.requested (→ PAYMENT_REQUESTED, each time) and payment.completed (→ PAYMENT_COMPLETED; a
-- Pix charge paid by the provider completes its order, so this one trigger covers both ways of paying).
CREATE OR REPLACE FUNCTION "webhooks_on_order"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_type text;
	v_key text;
BEGIN
	IF NEW."status" IS NOT DISTINCT FROM OLD."status" THEN
		RETURN NULL;
	ELSIF NEW."status" = 'PAYMENT_REQUESTED' THEN
		v_type := 'bill.requested';
		v_key := 'bill.requested:' || NEW."id" || ':' || floor(extract(epoch FROM NEW."updated_at") * 1000)::bigint;
	ELSIF NEW."status" = 'PAYMENT_COMPLETED' THEN
		v_type := 'payment.completed';
		v_key := 'payment.completed:' || NEW."id";
	ELSE
		RETURN NULL;
	END IF;
	PERFORM "webhook_enqueue"(NEW."merchant_id", v_type, v_key, coalesce(NEW."paid_at", NEW."updated_at"),
		jsonb_build_object('orderId', NEW."id", 'queueId', NEW."queue_entry_id", 'status', NEW."status",
			'paymentMethod', NEW."payment_method", 'amount', round(NEW."paid_cents" / 100.0, 2),
			'table', (SELECT q."table_label" FROM "queue_entries" q WHERE q."id" = NEW."queue_entry_id")));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_webhooks" AFTER UPDATE OF "status" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "webhooks_on_order"();
--> statement-breakpoint
-- Bookings: booking.created (insert) and booking.canceled (→ CANCELED).
CREATE OR REPLACE FUNCTION "webhooks_on_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_type text;
	v_key text;
	v_at timestamptz;
BEGIN
	IF TG_OP = 'INSERT' THEN
		v_type := 'booking.created';
		v_key := 'booking.created:' || NEW."id";
		v_at := NEW."created_at";
	ELSIF NEW."status" = 'CANCELED' AND OLD."status" IS DISTINCT FROM 'CANCELED' THEN
		v_type := 'booking.canceled';
		v_key := 'booking.canceled:' || NEW."id";
		v_at := coalesce(NEW."canceled_at", NEW."created_at");
	ELSE
		RETURN NULL;
	END IF;
	PERFORM "webhook_enqueue"(NEW."merchant_id", v_type, v_key, v_at,
		jsonb_build_object('bookingId', NEW."id", 'status', NEW."status", 'date', NEW."local_date",
			'time', NEW."local_time", 'slot', NEW."slot", 'note', NEW."note",
			'name', (SELECT c."name" FROM "consumers" c WHERE c."id" = NEW."consumer_id"),
			'table', (SELECT t."label" FROM "restaurant_tables" t WHERE t."id" = NEW."table_id")));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_webhooks" AFTER INSERT OR UPDATE OF "status" ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "webhooks_on_booking"();
