CREATE TABLE "catalogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogs_name_length" CHECK (char_length("catalogs"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalog_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_length" CHECK (char_length("categories"."name") BETWEEN 1 AND 80),
	CONSTRAINT "categories_description_length" CHECK (char_length("categories"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"image" text,
	"prepared" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_price_range" CHECK ("items"."price_cents" BETWEEN 0 AND 10000000),
	CONSTRAINT "items_name_length" CHECK (char_length("items"."name") BETWEEN 1 AND 80),
	CONSTRAINT "items_description_length" CHECK (char_length("items"."description") <= 500),
	CONSTRAINT "items_image_url" CHECK ("items"."image" IS NULL OR "items"."image" ~ '^(https?://|/)')
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumers_phone_unique" UNIQUE("phone"),
	CONSTRAINT "consumers_phone_digits" CHECK ("consumers"."phone" ~ '^[0-9]{10,11}$'),
	CONSTRAINT "consumers_name_length" CHECK (char_length("consumers"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_attempts" CHECK ("verification_codes"."attempts" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "contact_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"qrbc" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_users_email_unique" UNIQUE("email"),
	CONSTRAINT "merchant_users_email_lower" CHECK ("merchant_users"."email" = lower("merchant_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text,
	"icon" text,
	"open" boolean DEFAULT false NOT NULL,
	"auto_accept_consumer" boolean DEFAULT false NOT NULL,
	"auto_queue" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"short_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_short_id_unique" UNIQUE("short_id"),
	CONSTRAINT "merchants_short_id_format" CHECK ("merchants"."short_id" ~ '^[a-z0-9]{5,8}$'),
	CONSTRAINT "merchants_name_length" CHECK (char_length("merchants"."name") BETWEEN 1 AND 80)
);
--> statement-breakpoint
CREATE TABLE "work_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"weekday" text NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_shifts_merchant_weekday_open_unique" UNIQUE("merchant_id","weekday","opens_at"),
	CONSTRAINT "work_shifts_weekday" CHECK ("work_shifts"."weekday" IN ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"prepared" boolean NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_status" CHECK ("order_items"."status" IN ('CREATED', 'SENT', 'CANCEL_REQUEST', 'ACCEPTED', 'PREPARING', 'COMPLETED', 'REFUSED', 'CANCELED')),
	CONSTRAINT "order_items_price" CHECK ("order_items"."price_cents" BETWEEN 0 AND 10000000)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue_entry_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"service_fee_percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_one_per_entry_and_consumer" UNIQUE("queue_entry_id","consumer_id"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('OPEN', 'PAYMENT_REQUESTED', 'PENDING_PAYMENT', 'PAYMENT_COMPLETED', 'PAYMENT_FAILED', 'CLOSED')),
	CONSTRAINT "orders_service_fee" CHECK ("orders"."service_fee_percent" IS NULL OR "orders"."service_fee_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue_entry_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"first_rating" integer NOT NULL,
	"second_rating" integer NOT NULL,
	"third_rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_ratings" CHECK ("feedback"."first_rating" BETWEEN 1 AND 5 AND "feedback"."second_rating" BETWEEN 1 AND 5 AND "feedback"."third_rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "queue_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"slot" integer NOT NULL,
	"reason" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	CONSTRAINT "queue_entries_status" CHECK ("queue_entries"."status" IN ('IN_QUEUE', 'WAITING_CONFIRMATION', 'CANCELLED_BY_MERCHANT', 'CANCELLED_BY_CONSUMER', 'CALLED', 'ACCEPTED_RESTAURANT_CALL', 'DENIED_RESTAURANT_CALL', 'CALLED_NOT_ANSWERED', 'NOT_PRESENT', 'CHECK_IN', 'CHECK_OUT')),
	CONSTRAINT "queue_entries_slot" CHECK ("queue_entries"."slot" BETWEEN 1 AND 20)
);
--> statement-breakpoint
CREATE TABLE "queue_entry_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue_entry_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_entry_history_status" CHECK ("queue_entry_history"."status" IN ('IN_QUEUE', 'WAITING_CONFIRMATION', 'CANCELLED_BY_MERCHANT', 'CANCELLED_BY_CONSUMER', 'CALLED', 'ACCEPTED_RESTAURANT_CALL', 'DENIED_RESTAURANT_CALL', 'CALLED_NOT_ANSWERED', 'NOT_PRESENT', 'CHECK_IN', 'CHECK_OUT'))
);
--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_users" ADD CONSTRAINT "merchant_users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD CONSTRAINT "work_shifts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entry_history" ADD CONSTRAINT "queue_entry_history_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_one_active_per_merchant" ON "catalogs" USING btree ("merchant_id") WHERE "catalogs"."active";--> statement-breakpoint
CREATE INDEX "catalogs_merchant_idx" ON "catalogs" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "categories_catalog_idx" ON "categories" USING btree ("catalog_id","position");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_consumer_idx" ON "verification_codes" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_users_merchant_idx" ON "merchant_users" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_one_per_entry" ON "feedback" USING btree ("queue_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_active_per_consumer" ON "queue_entries" USING btree ("consumer_id") WHERE "queue_entries"."status" IN ('WAITING_CONFIRMATION', 'IN_QUEUE', 'CALLED', 'ACCEPTED_RESTAURANT_CALL', 'CHECK_IN');--> statement-breakpoint
CREATE INDEX "queue_entries_merchant_status_idx" ON "queue_entries" USING btree ("merchant_id","status","joined_at");--> statement-breakpoint
CREATE INDEX "queue_entries_consumer_idx" ON "queue_entries" USING btree ("consumer_id","joined_at");--> statement-breakpoint
CREATE INDEX "queue_entries_deadline_idx" ON "queue_entries" USING btree ("deadline_at") WHERE "queue_entries"."deadline_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "queue_entry_history_entry_idx" ON "queue_entry_history" USING btree ("queue_entry_id","created_at");