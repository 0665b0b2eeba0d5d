CREATE TABLE "stripe_cleanup_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"stripe_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stripe_subscriptions" (
	"customer_id" text NOT NULL,
	"id" text NOT NULL,
	"status" text,
	"last_event_at" timestamp with time zone,
	"payment_failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_subscriptions_customer_id_id_pk" PRIMARY KEY("customer_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_cleanup_jobs_one_pending_idx" ON "stripe_cleanup_jobs" USING btree ("action","stripe_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "stripe_cleanup_jobs_target_idx" ON "stripe_cleanup_jobs" USING btree ("action","stripe_id");--> statement-breakpoint
CREATE INDEX "stripe_cleanup_jobs_due_idx" ON "stripe_cleanup_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Subscriptions recorded before this table existed; a past_due one counts its grace from the last event applied to it.
INSERT INTO "stripe_subscriptions" ("customer_id", "id", "status", "last_event_at", "payment_failed_at")
SELECT COALESCE("stripe_customer_id", ''), "stripe_subscription_id", "stripe_status", "last_event_at",
  CASE WHEN "stripe_status" IN ('past_due', 'unpaid') THEN COALESCE("last_event_at", "updated_at") END
FROM "billing_accounts"
WHERE "stripe_subscription_id" IS NOT NULL
ON CONFLICT DO NOTHING;
