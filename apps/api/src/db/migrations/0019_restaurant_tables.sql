CREATE TABLE "restaurant_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"label" text NOT NULL,
	"seats" integer NOT NULL,
	"min_seats" integer DEFAULT 1 NOT NULL,
	"area" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_tables_label_length" CHECK (char_length("restaurant_tables"."label") BETWEEN 1 AND 12),
	CONSTRAINT "restaurant_tables_seats" CHECK ("restaurant_tables"."seats" BETWEEN 1 AND 30),
	CONSTRAINT "restaurant_tables_min_seats" CHECK ("restaurant_tables"."min_seats" BETWEEN 1 AND "restaurant_tables"."seats"),
	CONSTRAINT "restaurant_tables_area_length" CHECK ("restaurant_tables"."area" IS NULL OR char_length("restaurant_tables"."area") BETWEEN 1 AND 30)
);
--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "table_id" uuid;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_merchant_label_unique" ON "restaurant_tables" USING btree ("merchant_id",lower("label"));--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_one_party_per_table" ON "queue_entries" USING btree ("table_id") WHERE "queue_entries"."status" = 'CHECK_IN' AND "queue_entries"."table_id" IS NOT NULL;--> statement-breakpoint
-- The host's list carries each waiting party's fitting tables (docs/tables.md#fit): a table made, changed or
-- removed changes that answer, so it tells the answer cache as the entries do (docs/architecture.md#answer-cache).
CREATE TRIGGER "restaurant_tables_answer_cache" AFTER INSERT OR UPDATE OR DELETE ON "restaurant_tables"
FOR EACH ROW EXECUTE FUNCTION "answer_cache_row_changed"();
