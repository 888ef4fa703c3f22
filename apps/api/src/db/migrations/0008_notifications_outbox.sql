CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue_entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('called', 'almost', 'deadline')),
	CONSTRAINT "notifications_channel" CHECK ("notifications"."channel" IN ('push', 'sms', 'whatsapp')),
	CONSTRAINT "notifications_status" CHECK ("notifications"."status" IN ('pending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "notifications_attempts" CHECK ("notifications"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_length" CHECK (char_length("push_subscriptions"."endpoint") BETWEEN 1 AND 2048)
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "notify_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "text_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "deadline_extensions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_per_entry_kind_channel" ON "notifications" USING btree ("queue_entry_id","kind","channel");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_consumer_idx" ON "push_subscriptions" USING btree ("consumer_id");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_text_channel" CHECK ("merchants"."text_channel" IN ('sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_deadline_extensions" CHECK ("queue_entries"."deadline_extensions" BETWEEN 0 AND 2);--> statement-breakpoint
-- The outbox is written here, by the database, so that every path that calls an entry, moves its deadline
-- or changes who waits in line (services, the deadline sweeper, purges, the CLI) writes its notification
-- rows in the same transaction, and none can forget (docs/notifications.md#outbox). Times are the row's
-- own last_status_at and deadline_at, which the code sets from its injected clock (never now()).
-- A call: the push and, with the merchant's NOTIFY_SMS on, its text channel, at once; the reminder one
-- minute before the answer deadline. A deadline moved while CALLED (the host's '+5 min') re-arms the
-- reminder: the unique index allows one row per entry, kind and channel, so the row goes back to pending.
CREATE FUNCTION "notifications_on_call"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_text_channel text;
	v_reminder_at timestamptz := NEW."deadline_at" - interval '1 minute';
BEGIN
	IF NEW."status" <> 'CALLED' THEN
		RETURN NULL;
	END IF;
	IF OLD."status" IS DISTINCT FROM 'CALLED' THEN
		INSERT INTO "notifications" ("queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
		VALUES (NEW."id", 'called', 'push', NEW."last_status_at", NEW."last_status_at")
		ON CONFLICT DO NOTHING;
		SELECT "text_channel" INTO v_text_channel FROM "merchants"
		WHERE "id" = NEW."merchant_id" AND "notify_sms";
		IF v_text_channel IS NOT NULL THEN
			INSERT INTO "notifications" ("queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
			VALUES (NEW."id", 'called', v_text_channel, NEW."last_status_at", NEW."last_status_at")
			ON CONFLICT DO NOTHING;
		END IF;
		IF v_reminder_at IS NOT NULL THEN
			INSERT INTO "notifications" ("queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
			VALUES (NEW."id", 'deadline', 'push', v_reminder_at, v_reminder_at)
			ON CONFLICT DO NOTHING;
		END IF;
	ELSIF NEW."deadline_at" IS DISTINCT FROM OLD."deadline_at" AND v_reminder_at IS NOT NULL THEN
		INSERT INTO "notifications" ("queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
		VALUES (NEW."id", 'deadline', 'push', v_reminder_at, v_reminder_at)
		ON CONFLICT ("queue_entry_id", "kind", "channel") DO UPDATE SET
			"status" = 'pending', "due_at" = EXCLUDED."due_at", "next_attempt_at" = EXCLUDED."next_attempt_at",
			"attempts" = 0, "last_error" = NULL, "finished_at" = NULL;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "queue_entries_notify_call" AFTER UPDATE OF "status", "deadline_at" ON "queue_entries"
FOR EACH ROW EXECUTE FUNCTION "notifications_on_call"();
--> statement-breakpoint
-- Second in line: after a change that moved an entry into or out of IN_QUEUE (a call, a quit, a removal, an
-- accept, a purge), the merchant's second IN_QUEUE entry by (joined_at, id) gets its 'almost' push. The
-- trigger is deferred to the commit, so it sees the line as the whole transaction leaves it: a purge writes
-- nothing for the entries it removes. Joining is an INSERT and writes nothing: a consumer who joins second
-- reads the position on the screen that moment. A row skipped earlier (the consumer was no longer second, or
-- had no browser subscribed) is re-armed when the entry becomes second again; one already sent never is.
-- Concurrent changes of one line are serialised by the code (a transaction-scoped advisory lock per merchant,
-- taken before the entries' row locks: modules/queue/queue-line-lock.repository.ts), so each commit computes
-- the second from the line the previous one left.
CREATE FUNCTION "notifications_on_line_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_second uuid;
BEGIN
	SELECT "id" INTO v_second FROM "queue_entries"
	WHERE "merchant_id" = NEW."merchant_id" AND "status" = 'IN_QUEUE'
	ORDER BY "joined_at", "id" OFFSET 1 LIMIT 1;
	IF v_second IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO "notifications" ("queue_entry_id", "kind", "channel", "due_at", "next_attempt_at")
	VALUES (v_second, 'almost', 'push', NEW."last_status_at", NEW."last_status_at")
	ON CONFLICT ("queue_entry_id", "kind", "channel") DO UPDATE SET
		"status" = 'pending', "due_at" = EXCLUDED."due_at", "next_attempt_at" = EXCLUDED."next_attempt_at",
		"attempts" = 0, "last_error" = NULL, "finished_at" = NULL
	WHERE "notifications"."status" = 'skipped';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "queue_entries_notify_line" AFTER UPDATE OF "status" ON "queue_entries"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN ((OLD."status" = 'IN_QUEUE') IS DISTINCT FROM (NEW."status" = 'IN_QUEUE'))
EXECUTE FUNCTION "notifications_on_line_change"();
--> statement-breakpoint
-- The host's open queue screen hears when a notice went out or gave up (docs/notifications.md#host): a live
-- event of the entry (migration 0004), as for any change of the entry; and when a call could not be sent
-- (skipped), which the card shows too. Retries and skipped reminders change nothing the card shows.
CREATE FUNCTION "notifications_live"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_merchant uuid;
	v_consumer uuid;
BEGIN
	IF NEW."status" IS NOT DISTINCT FROM OLD."status"
		OR NOT (NEW."status" IN ('sent', 'failed') OR (NEW."status" = 'skipped' AND NEW."kind" = 'called')) THEN
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
CREATE TRIGGER "notifications_live" AFTER UPDATE OF "status" ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "notifications_live"();
