CREATE TABLE "pix_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"queue_entry_id" uuid NOT NULL,
	"order_id" uuid,
	"order_ids" uuid[] NOT NULL,
	"txid" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"end_to_end_id" text,
	CONSTRAINT "pix_charges_txid_unique" UNIQUE("txid"),
	CONSTRAINT "pix_charges_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "pix_charges_txid_format" CHECK ("pix_charges"."txid" ~ '^[A-Za-z0-9]{1,25}$'),
	CONSTRAINT "pix_charges_amount" CHECK ("pix_charges"."amount_cents" > 0),
	CONSTRAINT "pix_charges_order_ids" CHECK (cardinality("pix_charges"."order_ids") >= 1),
	CONSTRAINT "pix_charges_paid" CHECK (("pix_charges"."paid_at" IS NULL) = ("pix_charges"."end_to_end_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pix_key_type" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pix_name" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "pix_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pix_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_charges" ADD CONSTRAINT "pix_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pix_charges_one_unpaid" ON "pix_charges" USING btree ("queue_entry_id",coalesce("order_id", '00000000-0000-0000-0000-000000000000'::uuid),"amount_cents","order_ids") WHERE "pix_charges"."paid_at" IS NULL;--> statement-breakpoint
CREATE INDEX "pix_charges_entry_idx" ON "pix_charges" USING btree ("queue_entry_id","created_at");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_pix_all_or_none" CHECK (("merchants"."pix_key" IS NULL AND "merchants"."pix_key_type" IS NULL AND "merchants"."pix_name" IS NULL AND "merchants"."pix_city" IS NULL) OR ("merchants"."pix_key" IS NOT NULL AND "merchants"."pix_key_type" IS NOT NULL AND "merchants"."pix_name" IS NOT NULL AND "merchants"."pix_city" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_pix_key_type" CHECK ("merchants"."pix_key_type" IS NULL OR "merchants"."pix_key_type" IN ('CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_pix_lengths" CHECK ("merchants"."pix_key" IS NULL OR (char_length("merchants"."pix_key") BETWEEN 1 AND 77 AND char_length("merchants"."pix_name") BETWEEN 1 AND 25 AND char_length("merchants"."pix_city") BETWEEN 1 AND 15));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" IS NULL OR "orders"."payment_method" IN ('PIX', 'OTHER'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_confirmed_by" CHECK ("orders"."payment_confirmed_by" IS NULL OR "orders"."payment_confirmed_by" IN ('merchant', 'provider'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_fields" CHECK (("orders"."status" = 'PAYMENT_COMPLETED') = ("orders"."payment_method" IS NOT NULL AND "orders"."paid_cents" IS NOT NULL AND "orders"."paid_at" IS NOT NULL AND "orders"."payment_confirmed_by" IS NOT NULL) AND ("orders"."payment_method" IS NULL) = ("orders"."paid_cents" IS NULL) AND ("orders"."paid_cents" IS NULL) = ("orders"."paid_at" IS NULL) AND ("orders"."paid_at" IS NULL) = ("orders"."payment_confirmed_by" IS NULL));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_cents" CHECK ("orders"."paid_cents" IS NULL OR "orders"."paid_cents" >= 0);