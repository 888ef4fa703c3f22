ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_translations" CHECK (jsonb_typeof("categories"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_translations" CHECK (jsonb_typeof("items"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_lang" CHECK ("consumers"."lang" IS NULL OR "consumers"."lang" ~ '^[a-z]{2}(-[A-Z]{2})?$');