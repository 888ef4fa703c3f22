-- Every table of one restaurant's rows carries merchant_id (docs/scaling.md#tables): the children that reached
-- the merchant only through a parent get the column, filled from that parent, so each query can name the
-- merchant the caller already holds. Added nullable, filled parents first, then made NOT NULL. The fill is
-- not a change anyone sees: the tables' own triggers (live events, cache notices) are off while it runs.
ALTER TABLE "categories" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "merchant_sessions" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "account_links" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "queue_entry_history" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "merchant_id" uuid;--> statement-breakpoint
ALTER TABLE "categories" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "categories" SET "merchant_id" = "catalogs"."merchant_id" FROM "catalogs" WHERE "catalogs"."id" = "categories"."catalog_id";--> statement-breakpoint
ALTER TABLE "categories" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "items" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "items" SET "merchant_id" = "categories"."merchant_id" FROM "categories" WHERE "categories"."id" = "items"."category_id";--> statement-breakpoint
ALTER TABLE "items" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_sessions" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "merchant_sessions" SET "merchant_id" = "merchant_users"."merchant_id" FROM "merchant_users" WHERE "merchant_users"."id" = "merchant_sessions"."user_id";--> statement-breakpoint
ALTER TABLE "merchant_sessions" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "merchant_sessions" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_links" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "account_links" SET "merchant_id" = "merchant_users"."merchant_id" FROM "merchant_users" WHERE "merchant_users"."id" = "account_links"."user_id";--> statement-breakpoint
ALTER TABLE "account_links" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "account_links" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_entry_history" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "queue_entry_history" SET "merchant_id" = "queue_entries"."merchant_id" FROM "queue_entries" WHERE "queue_entries"."id" = "queue_entry_history"."queue_entry_id";--> statement-breakpoint
ALTER TABLE "queue_entry_history" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "queue_entry_history" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "feedback" SET "merchant_id" = "queue_entries"."merchant_id" FROM "queue_entries" WHERE "queue_entries"."id" = "feedback"."queue_entry_id";--> statement-breakpoint
ALTER TABLE "feedback" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "feedback" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "notifications" SET "merchant_id" = "queue_entries"."merchant_id" FROM "queue_entries" WHERE "queue_entries"."id" = "notifications"."queue_entry_id";--> statement-breakpoint
ALTER TABLE "notifications" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "orders" SET "merchant_id" = "queue_entries"."merchant_id" FROM "queue_entries" WHERE "queue_entries"."id" = "orders"."queue_entry_id";--> statement-breakpoint
ALTER TABLE "orders" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "order_items" SET "merchant_id" = "orders"."merchant_id" FROM "orders" WHERE "orders"."id" = "order_items"."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "merchant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sessions" ADD CONSTRAINT "merchant_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entry_history" ADD CONSTRAINT "queue_entry_history_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The outbox's triggers (migration 0008) write the entry's merchant on each notice they insert; the second in
-- line is of the same merchant as the entry that moved.
CREATE OR REPLACE FUNCTION "notifications_on_call"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_text_channel text;
	v_reminder_at timestamptz := NEW."deadline_at" - interval '1 minute';
BEGIN
	IF NEW."status" <> 'CALLED' THEN
		RETURN NULL;
	END IF;
	IF OLD."status" IS DISTINCT FROM 'CALLED' THEN
		INSERT INTO "notifications" ("merchant_id", "queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
		VALUES (NEW."merchant_id", NEW."id", 'called', 'push', NEW."last_status_at", NEW."last_status_at")
		ON CONFLICT DO NOTHING;
		SELECT "text_channel" INTO v_text_channel FROM "merchants"
		WHERE "id" = NEW."merchant_id" AND "notify_sms";
		IF v_text_channel IS NOT NULL THEN
			INSERT INTO "notifications" ("merchant_id", "queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
			VALUES (NEW."merchant_id", NEW."id", 'called', v_text_channel, NEW."last_status_at", NEW."last_status_at")
			ON CONFLICT DO NOTHING;
		END IF;
		IF v_reminder_at IS NOT NULL THEN
			INSERT INTO "notifications" ("merchant_id", "queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
			VALUES (NEW."merchant_id", NEW."id", 'deadline', 'push', v_reminder_at, v_reminder_at)
			ON CONFLICT DO NOTHING;
		END IF;
	ELSIF NEW."deadline_at" IS DISTINCT FROM OLD."deadline_at" AND v_reminder_at IS NOT NULL THEN
		INSERT INTO "notifications" ("merchant_id", "queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
		VALUES (NEW."merchant_id", NEW."id", 'deadline', 'push', v_reminder_at, v_reminder_at)
		ON CONFLICT ("queue_entry_id", "kind", "channel") DO UPDATE SET
			"status" = 'pending', "due_at" = EXCLUDED."due_at", "next_attempt_at" = EXCLUDED."next_attempt_at",
			"attempts" = 0, "last_error" = NULL, "finished_at" = NULL;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notifications_on_line_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_second uuid;
BEGIN
	SELECT "id" INTO v_second FROM "queue_entries"
	WHERE "merchant_id" = NEW."merchant_id" AND "status" = 'IN_QUEUE'
	ORDER BY "joined_at", "id" OFFSET 1 LIMIT 1;
	IF v_second IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO "notifications" ("merchant_id", "queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
	VALUES (NEW."merchant_id", v_second, 'almost', 'push', NEW."last_status_at", NEW."last_status_at")
	ON CONFLICT ("queue_entry_id", "kind", "channel") DO UPDATE SET
		"status" = 'pending', "due_at" = EXCLUDED."due_at", "next_attempt_at" = EXCLUDED."next_attempt_at",
		"attempts" = 0, "last_error" = NULL, "finished_at" = NULL
	WHERE "notifications"."status" = 'skipped';
	RETURN NULL;
END $$;
