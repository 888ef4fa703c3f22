CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY("key","window_start"),
	CONSTRAINT "rate_limit_counters_count" CHECK ("rate_limit_counters"."count" >= 0),
	CONSTRAINT "rate_limit_counters_window" CHECK ("rate_limit_counters"."expires_at" > "rate_limit_counters"."window_start"),
	CONSTRAINT "rate_limit_counters_key_length" CHECK (char_length("rate_limit_counters"."key") BETWEEN 1 AND 200)
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");