ALTER TABLE "live_events" DROP CONSTRAINT "live_events_kind";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit_price_cents" integer GENERATED ALWAYS AS (price_cents + options_price_cents) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "table_label" text;--> statement-breakpoint
CREATE INDEX "order_items_preparing_idx" ON "order_items" USING btree ("order_id","accepted_at") WHERE "order_items"."status" = 'PREPARING';--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_option_groups" CHECK (jsonb_typeof("items"."option_groups") = 'array');--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_kind" CHECK ("live_events"."kind" IN ('queue', 'order', 'menu'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_options_price" CHECK ("order_items"."options_price_cents" BETWEEN 0 AND 2000000000);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_options" CHECK (jsonb_typeof("order_items"."options") = 'array');--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_note_length" CHECK ("order_items"."note" IS NULL OR char_length("order_items"."note") BETWEEN 1 AND 140);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refusal_reason_length" CHECK ("order_items"."refusal_reason" IS NULL OR char_length("order_items"."refusal_reason") BETWEEN 1 AND 140);--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_table_label_length" CHECK ("queue_entries"."table_label" IS NULL OR char_length("queue_entries"."table_label") BETWEEN 1 AND 12);--> statement-breakpoint
-- Units accepted before this migration get their acceptance time from their last status change (the accept
-- itself, for ACCEPTED and PREPARING units), so the kitchen display can age them. Filling a column is no
-- change a consumer or a merchant sees: the live-event trigger is off for this one statement (inside the
-- migration's transaction), as in 0005.
ALTER TABLE "order_items" DISABLE TRIGGER "order_items_live";
--> statement-breakpoint
UPDATE "order_items" SET "accepted_at" = "status_at" WHERE "status" IN ('ACCEPTED', 'PREPARING');
--> statement-breakpoint
ALTER TABLE "order_items" ENABLE TRIGGER "order_items_live";
--> statement-breakpoint
-- A change of a menu item (sold out or back, price, options, hidden, ...) of a merchant's active catalog is
-- told to every table seated there (CHECK_IN), as a 'menu' event on the table's entry: the table's stream
-- (`/live/diner?queueId`, the owner and guests) and the owner's (`?consumerId`) hear it and read the menu
-- again (docs/orders-and-bills.md#sold-out). live_emit makes it one event per table per transaction, so a
-- reorder of a whole category is one event too. An update that changes only `updated_at` tells nothing.
CREATE FUNCTION "live_item_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_merchant uuid;
	v_entry record;
BEGIN
	IF (OLD."sold_out", OLD."active", OLD."deleted_at", OLD."name", OLD."description", OLD."price_cents",
		OLD."image", OLD."option_groups", OLD."category_id", OLD."position")
		IS NOT DISTINCT FROM
		(NEW."sold_out", NEW."active", NEW."deleted_at", NEW."name", NEW."description", NEW."price_cents",
		NEW."image", NEW."option_groups", NEW."category_id", NEW."position") THEN
		RETURN NULL;
	END IF;
	SELECT c."merchant_id" INTO v_merchant
	FROM "categories" g JOIN "catalogs" c ON c."id" = g."catalog_id"
	WHERE g."id" = NEW."category_id" AND c."active";
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	FOR v_entry IN
		SELECT "id", "consumer_id" FROM "queue_entries" WHERE "merchant_id" = v_merchant AND "status" = 'CHECK_IN'
	LOOP
		PERFORM "live_emit"(v_merchant, v_entry."id", v_entry."consumer_id", NULL, 'menu');
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "items_live" AFTER UPDATE ON "items"
FOR EACH ROW EXECUTE FUNCTION "live_item_changed"();
