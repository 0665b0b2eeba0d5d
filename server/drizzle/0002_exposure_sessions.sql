CREATE TABLE "exposure_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"exposure_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"anxiety_pre" integer NOT NULL,
	"anxiety_post" integer,
	"peak_anxiety" integer,
	"duration_minutes" integer,
	"notes_encrypted" text,
	"feared_outcome_encrypted" text,
	"feared_outcome_likelihood" integer,
	"outcome_happened" boolean,
	"surprise" integer,
	"did_compulsion" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exposure_sessions" ADD CONSTRAINT "exposure_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exposure_sessions" ADD CONSTRAINT "exposure_sessions_exposure_id_exposures_id_fk" FOREIGN KEY ("exposure_id") REFERENCES "public"."exposures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exposure_sessions_exposure_idx" ON "exposure_sessions" USING btree ("exposure_id","created_at");--> statement-breakpoint
CREATE INDEX "exposure_sessions_user_idx" ON "exposure_sessions" USING btree ("user_id","ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exposure_sessions_one_open_idx" ON "exposure_sessions" USING btree ("exposure_id") WHERE status = 'open';