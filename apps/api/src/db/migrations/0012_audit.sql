CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid,
	"queue_entry_id" uuid,
	"before_status" text,
	"after_status" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "audit_entries_action_format" CHECK ("audit_entries"."action" ~ '^[a-z][a-z_.]{1,47}$'),
	CONSTRAINT "audit_entries_target_kind_format" CHECK ("audit_entries"."target_kind" ~ '^[a-z][a-z_]{1,31}$'),
	CONSTRAINT "audit_entries_actor_role" CHECK ("audit_entries"."actor_role" IN ('owner', 'host', 'waiter', 'kitchen')),
	CONSTRAINT "audit_entries_actor_name_length" CHECK (char_length("audit_entries"."actor_name") <= 200),
	CONSTRAINT "audit_entries_status_length" CHECK (coalesce(char_length("audit_entries"."before_status"), 0) <= 40 AND coalesce(char_length("audit_entries"."after_status"), 0) <= 40),
	CONSTRAINT "audit_entries_detail_size" CHECK ("audit_entries"."detail" IS NULL OR octet_length("audit_entries"."detail"::text) <= 2048)
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_merchant_created_idx" ON "audit_entries" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_merchant_actor_created_idx" ON "audit_entries" USING btree ("merchant_id","actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_queue_entry_idx" ON "audit_entries" USING btree ("queue_entry_id","created_at") WHERE "audit_entries"."queue_entry_id" IS NOT NULL;