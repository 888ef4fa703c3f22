-- The call of an entry that joined by WhatsApp (docs/whatsapp.md#replies-and-the-24-hour-window) goes by
-- WhatsApp whatever the merchant's NOTIFY_SMS and text channel: the diner is in that chat, so the call writes
-- its 'whatsapp' row and no SMS row. Other entries keep migration 0017's rule.
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
		IF NEW."source" = 'whatsapp' THEN
			v_text_channel := 'whatsapp';
		ELSE
			SELECT "text_channel" INTO v_text_channel FROM "merchants"
			WHERE "id" = NEW."merchant_id" AND "notify_sms";
		END IF;
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
-- The host's card shows whether a WhatsApp message reached the phone or was read (docs/whatsapp.md#statuses):
-- a status callback that moves `delivery` drops the host's cached list like the notice's other changes
-- (migration 0015).
CREATE OR REPLACE FUNCTION "answer_cache_notice_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_merchant uuid;
BEGIN
	IF TG_OP = 'UPDATE' AND (OLD."status", OLD."next_attempt_at", OLD."finished_at", OLD."delivery", OLD."delivery_at")
		IS NOT DISTINCT FROM (NEW."status", NEW."next_attempt_at", NEW."finished_at", NEW."delivery", NEW."delivery_at") THEN
		RETURN NULL;
	END IF;
	SELECT "merchant_id" INTO v_merchant FROM "queue_entries" WHERE "id" = NEW."queue_entry_id";
	IF FOUND THEN
		PERFORM pg_notify('suavez_cache', 'merchant:' || v_merchant);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- And the host's open screen hears it at once (docs/notifications.md#host): a live event of the entry when
-- `delivery` moves, as when a notice went out or gave up (migration 0008), whatever path writes it.
CREATE OR REPLACE FUNCTION "notifications_live"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_merchant uuid;
	v_consumer uuid;
BEGIN
	IF NEW."delivery" IS NOT DISTINCT FROM OLD."delivery"
		AND (NEW."status" IS NOT DISTINCT FROM OLD."status"
			OR NOT (NEW."status" IN ('sent', 'failed') OR (NEW."status" = 'skipped' AND NEW."kind" = 'called'))) THEN
		RETURN NULL;
	END IF;
	SELECT "merchant_id", "consumer_id" INTO v_merchant, v_consumer FROM "queue_entries"
	WHERE "id" = NEW."queue_entry_id";
	IF FOUND THEN
		PERFORM "live_emit"(v_merchant, NEW."queue_entry_id", v_consumer, NULL, 'queue');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "notifications_live" ON "notifications";--> statement-breakpoint
CREATE TRIGGER "notifications_live" AFTER UPDATE OF "status", "delivery" ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notifications_live"();
