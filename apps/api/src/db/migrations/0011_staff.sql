ALTER TABLE "merchant_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_users" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_users" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_users" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "merchant_users" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_users_invite_token_unique" ON "merchant_users" USING btree ("invite_token_hash");--> statement-breakpoint
ALTER TABLE "merchant_users" ADD CONSTRAINT "merchant_users_role" CHECK ("merchant_users"."role" IN ('owner', 'host', 'waiter', 'kitchen'));--> statement-breakpoint
ALTER TABLE "merchant_users" ADD CONSTRAINT "merchant_users_password_or_invite" CHECK ("merchant_users"."password_hash" IS NOT NULL OR "merchant_users"."invite_token_hash" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "merchant_users" ADD CONSTRAINT "merchant_users_invite_fields" CHECK (("merchant_users"."invite_token_hash" IS NULL) = ("merchant_users"."invite_expires_at" IS NULL));