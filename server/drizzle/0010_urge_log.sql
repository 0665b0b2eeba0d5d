CREATE TABLE "urge_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"compulsion_encrypted" text NOT NULL,
	"outcome" text NOT NULL,
	"note_encrypted" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "urge_logs" ADD CONSTRAINT "urge_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "urge_logs_user_occurred_idx" ON "urge_logs" USING btree ("user_id","occurred_at");