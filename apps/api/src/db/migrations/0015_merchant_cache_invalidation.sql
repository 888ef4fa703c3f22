-- The merchants' polls (the host's list, the hall) join the answer cache (docs/architecture.md#answer-cache),
-- and each process keeps the merchant sessions it has verified (modules/account/merchant-session-cache.ts).
-- Both must hear every change that shows on those answers or ends a session, in the same transaction, from
-- every path (services, the outbox worker, the CLI, another process).
--
-- A notice's status and time show on the host's card (docs/notifications.md#host). The live event of 0008
-- covers sent and failed; a retry moves its time, and a skipped reminder leaves the card: both notify here.
-- Rows are inserted by the call that changes the entry (which notifies already) but a tag is cheap: PostgreSQL
-- folds identical notifications of one transaction into one.
CREATE FUNCTION "answer_cache_notice_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_merchant uuid;
BEGIN
	IF TG_OP = 'UPDATE' AND (OLD."status", OLD."next_attempt_at", OLD."finished_at")
		IS NOT DISTINCT FROM (NEW."status", NEW."next_attempt_at", NEW."finished_at") THEN
		RETURN NULL;
	END IF;
	SELECT "merchant_id" INTO v_merchant FROM "queue_entries" WHERE "id" = NEW."queue_entry_id";
	IF FOUND THEN
		PERFORM pg_notify('suavez_cache', 'merchant:' || v_merchant);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notifications_answer_cache" AFTER INSERT OR UPDATE ON "notifications"
FOR EACH ROW EXECUTE FUNCTION "answer_cache_notice_changed"();
--> statement-breakpoint
-- Who called, seated or refused shows on the card and the tile ('Chamado por Ana'): the services write the
-- row beside the change, which notifies already; the tag makes it hold for any path that writes one alone.
CREATE TRIGGER "audit_entries_answer_cache" AFTER INSERT ON "audit_entries"
FOR EACH ROW WHEN (NEW."queue_entry_id" IS NOT NULL) EXECUTE FUNCTION "answer_cache_row_changed"();
--> statement-breakpoint
-- A session ends (a logout, a reset password, a removal, a new role) or its person changes (role, name,
-- removal): every process drops what it kept of it. The payload is `session:<id>` or `merchant-user:<id>`.
-- A new session notifies nothing (nothing is kept of it yet). Deleting a session that has long expired (the
-- retention job, thousands at once) notifies nothing either: no process keeps a session past its expiry.
CREATE FUNCTION "session_cache_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_row record;
BEGIN
	IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN
		RETURN NULL;
	END IF;
	v_row := OLD;
	IF TG_TABLE_NAME = 'merchant_sessions' THEN
		PERFORM pg_notify('suavez_cache', 'session:' || v_row."id");
	ELSE
		PERFORM pg_notify('suavez_cache', 'merchant-user:' || v_row."id");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "merchant_sessions_session_cache" AFTER UPDATE ON "merchant_sessions"
FOR EACH ROW EXECUTE FUNCTION "session_cache_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "merchant_sessions_session_cache_delete" AFTER DELETE ON "merchant_sessions"
FOR EACH ROW WHEN (OLD."expires_at" > now()) EXECUTE FUNCTION "session_cache_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "merchant_users_session_cache" AFTER UPDATE OR DELETE ON "merchant_users"
FOR EACH ROW EXECUTE FUNCTION "session_cache_row_changed"();
