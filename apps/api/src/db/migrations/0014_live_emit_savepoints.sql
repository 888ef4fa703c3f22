-- live_emit told each table once per transaction by looking for an event row whose xmin is the current
-- transaction's id. A row written inside a savepoint (a service's own transaction nested in an audited
-- one, docs/audit.md) carries the savepoint's id instead, so the check missed it and a reorder of a whole
-- category told each table once per item. The mark is now a transaction-local setting per table, kind
-- and order: it holds across savepoints, and goes with a savepoint that rolls back, as its event does.
CREATE OR REPLACE FUNCTION "live_emit"(p_merchant uuid, p_entry uuid, p_consumer uuid, p_order uuid, p_kind text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	v_id bigint;
	v_mark text := 'suavez_live.e' || md5(p_entry::text || '/' || p_kind || '/' || coalesce(p_order::text, ''));
BEGIN
	IF current_setting(v_mark, true) = '1' THEN
		RETURN;
	END IF;
	PERFORM set_config(v_mark, '1', true);
	INSERT INTO "live_events" ("merchant_id", "queue_entry_id", "consumer_id", "order_id", "kind")
	VALUES (p_merchant, p_entry, p_consumer, p_order, p_kind)
	RETURNING "id" INTO v_id;
	PERFORM pg_notify('suavez_live', json_build_object(
		'id', v_id::text, 'merchantId', p_merchant, 'queueEntryId', p_entry, 'consumerId', p_consumer,
		'orderId', p_order, 'kind', p_kind)::text);
END $$;
