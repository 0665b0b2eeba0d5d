ALTER TABLE "exposure_sessions" ADD COLUMN "check_ins" jsonb;--> statement-breakpoint
ALTER TABLE "exposure_sessions" ADD COLUMN "slips" integer;