CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consumers" DROP CONSTRAINT "consumers_phone_unique";--> statement-breakpoint
ALTER TABLE "consumers" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "awaiting_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "phone" text;--> statement-breakpoint
-- The phone of every active entry, for the one-active-entry-per-phone index below (until now a phone was
-- one consumer, and a consumer one active entry, so no two active entries share a phone). Finished entries
-- keep null: nothing reads their phone.
UPDATE "queue_entries" SET "phone" = "consumers"."phone" FROM "consumers"
WHERE "consumers"."id" = "queue_entries"."consumer_id"
	AND "queue_entries"."status" IN ('WAITING_CONFIRMATION', 'IN_QUEUE', 'CALLED', 'ACCEPTED_RESTAURANT_CALL', 'CHECK_IN');--> statement-breakpoint
ALTER TABLE "merchant_sessions" ADD CONSTRAINT "merchant_sessions_user_id_merchant_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."merchant_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_sessions_user_idx" ON "merchant_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "merchant_sessions_expires_idx" ON "merchant_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_verified_phone_unique" ON "consumers" USING btree ("phone") WHERE "consumers"."phone_verified";--> statement-breakpoint
CREATE INDEX "consumers_phone_idx" ON "consumers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "orders_consumer_idx" ON "orders" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "feedback_consumer_idx" ON "feedback" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_active_per_phone" ON "queue_entries" USING btree ("merchant_id","phone") WHERE "queue_entries"."status" IN ('WAITING_CONFIRMATION', 'IN_QUEUE', 'CALLED', 'ACCEPTED_RESTAURANT_CALL', 'CHECK_IN') AND "queue_entries"."phone" IS NOT NULL;
