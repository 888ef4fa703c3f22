CREATE TABLE "booking_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"slot_minutes" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"min_lead_minutes" integer NOT NULL,
	"max_days_ahead" integer NOT NULL,
	"max_party_size" integer NOT NULL,
	"hold_minutes" integer NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_slot_minutes" CHECK ("booking_settings"."slot_minutes" IN (15, 30, 60)),
	CONSTRAINT "booking_settings_duration" CHECK ("booking_settings"."duration_minutes" BETWEEN 30 AND 300),
	CONSTRAINT "booking_settings_min_lead" CHECK ("booking_settings"."min_lead_minutes" BETWEEN 0 AND 1440),
	CONSTRAINT "booking_settings_max_days" CHECK ("booking_settings"."max_days_ahead" BETWEEN 1 AND 90),
	CONSTRAINT "booking_settings_party" CHECK ("booking_settings"."max_party_size" BETWEEN 1 AND 30),
	CONSTRAINT "booking_settings_hold" CHECK ("booking_settings"."hold_minutes" BETWEEN 0 AND 120),
	CONSTRAINT "booking_settings_deposit" CHECK ("booking_settings"."deposit_cents" BETWEEN 0 AND 10000000)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"table_id" uuid,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"slot" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"no_show_at" timestamp with time zone,
	"queue_id" uuid,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"deposit_expires_at" timestamp with time zone,
	"deposit_paid_at" timestamp with time zone,
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" IN ('PENDING_DEPOSIT', 'CONFIRMED', 'ARRIVED', 'CANCELED', 'NO_SHOW')),
	CONSTRAINT "bookings_source" CHECK ("bookings"."source" IN ('consumer', 'merchant')),
	CONSTRAINT "bookings_slot" CHECK ("bookings"."slot" BETWEEN 1 AND 30),
	CONSTRAINT "bookings_local_date" CHECK ("bookings"."local_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "bookings_local_time" CHECK ("bookings"."local_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "bookings_interval" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_note_length" CHECK ("bookings"."note" IS NULL OR char_length("bookings"."note") BETWEEN 1 AND 200),
	CONSTRAINT "bookings_deposit" CHECK ("bookings"."deposit_cents" >= 0),
	CONSTRAINT "bookings_pending_has_deposit" CHECK ("bookings"."status" <> 'PENDING_DEPOSIT' OR ("bookings"."deposit_cents" > 0 AND "bookings"."deposit_expires_at" IS NOT NULL)),
	CONSTRAINT "bookings_arrived_at" CHECK ("bookings"."status" <> 'ARRIVED' OR "bookings"."arrived_at" IS NOT NULL),
	CONSTRAINT "bookings_canceled_at" CHECK ("bookings"."status" <> 'CANCELED' OR "bookings"."canceled_at" IS NOT NULL),
	CONSTRAINT "bookings_no_show_at" CHECK ("bookings"."status" <> 'NO_SHOW' OR "bookings"."no_show_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_queue_id_queue_entries_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."queue_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_merchant_live_idx" ON "bookings" USING btree ("merchant_id","starts_at") WHERE "bookings"."status" IN ('CONFIRMED', 'PENDING_DEPOSIT');--> statement-breakpoint
CREATE INDEX "bookings_merchant_date_idx" ON "bookings" USING btree ("merchant_id","local_date");--> statement-breakpoint
CREATE INDEX "bookings_consumer_idx" ON "bookings" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_table_idx" ON "bookings" USING btree ("table_id");--> statement-breakpoint
-- A booking made, moved or ended changes the host's list (a HELD table leaves the walk-ins' fit:
-- docs/bookings.md#held-tables), so it tells the answer cache as the tables do (docs/architecture.md#answer-cache).
CREATE TRIGGER "bookings_answer_cache" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "answer_cache_row_changed"();
