CREATE TABLE "consumer_sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_conversations" (
	"wa_id" text PRIMARY KEY NOT NULL,
	"reply_to" text NOT NULL,
	"consumer_id" uuid,
	"state" text DEFAULT 'idle' NOT NULL,
	"merchant_id" uuid,
	"queue_entry_id" uuid,
	"last_inbound_at" timestamp with time zone NOT NULL,
	"opted_out_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_conversations_state" CHECK ("whatsapp_conversations"."state" IN ('idle', 'asking_party', 'confirming_leave')),
	CONSTRAINT "whatsapp_conversations_wa_id" CHECK ("whatsapp_conversations"."wa_id" ~ '^[1-9][0-9]{7,14}$')
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"wa_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	CONSTRAINT "whatsapp_inbox_kind" CHECK ("whatsapp_inbox"."kind" IN ('message', 'status')),
	CONSTRAINT "whatsapp_inbox_attempts" CHECK ("whatsapp_inbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_one_subject";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "merchant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "inbox_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "consumer_sign_in_links" ADD CONSTRAINT "consumer_sign_in_links_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_queue_entry_id_queue_entries_id_fk" FOREIGN KEY ("queue_entry_id") REFERENCES "public"."queue_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_sign_in_links_token_unique" ON "consumer_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "consumer_sign_in_links_consumer_idx" ON "consumer_sign_in_links" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_entry_idx" ON "whatsapp_conversations" USING btree ("queue_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_inbox_event_unique" ON "whatsapp_inbox" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "whatsapp_inbox_pending_idx" ON "whatsapp_inbox" USING btree ("next_attempt_at") WHERE "whatsapp_inbox"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "whatsapp_inbox_wa_id_idx" ON "whatsapp_inbox" USING btree ("wa_id","received_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_inbox_id_whatsapp_inbox_id_fk" FOREIGN KEY ("inbox_id") REFERENCES "public"."whatsapp_inbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_one_reply_per_inbox" ON "notifications" USING btree ("inbox_id") WHERE "notifications"."inbox_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_provider_message_unique" ON "notifications" USING btree ("provider_message_id") WHERE "notifications"."provider_message_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_delivery" CHECK ("notifications"."delivery" IS NULL OR "notifications"."delivery" IN ('delivered', 'read'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reply_shape" CHECK (("notifications"."kind" = 'reply') = ("notifications"."inbox_id" IS NOT NULL) AND ("notifications"."kind" <> 'reply' OR ("notifications"."channel" = 'whatsapp' AND "notifications"."recipient" IS NOT NULL AND "notifications"."message" IS NOT NULL)));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_merchant" CHECK ("notifications"."merchant_id" IS NOT NULL OR "notifications"."kind" = 'reply');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('called', 'almost', 'deadline', 'booking_confirmed', 'booking_reminder', 'reply'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_subject" CHECK (num_nonnulls("notifications"."queue_entry_id", "notifications"."booking_id", "notifications"."inbox_id") = 1);--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_source" CHECK ("queue_entries"."source" IN ('web', 'whatsapp'));