CREATE TABLE "verification_code_tries" (
	"code_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"attempts" integer NOT NULL,
	CONSTRAINT "verification_code_tries_code_id_consumer_id_pk" PRIMARY KEY("code_id","consumer_id"),
	CONSTRAINT "verification_code_tries_attempts" CHECK ("verification_code_tries"."attempts" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_attempts";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "phone_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_code_tries" ADD CONSTRAINT "verification_code_tries_code_id_verification_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."verification_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_code_tries" ADD CONSTRAINT "verification_code_tries_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_code_tries_consumer_idx" ON "verification_code_tries" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "verification_codes_phone_idx" ON "verification_codes" USING btree ("phone","created_at");--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_attempts" CHECK ("verification_codes"."attempts" BETWEEN 0 AND 10);