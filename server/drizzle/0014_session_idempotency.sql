ALTER TABLE "exposure_sessions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "exposure_sessions" ADD COLUMN "request_digest" text;--> statement-breakpoint
CREATE UNIQUE INDEX "exposure_sessions_idempotency_idx" ON "exposure_sessions" USING btree ("user_id","idempotency_key") WHERE idempotency_key IS NOT NULL;