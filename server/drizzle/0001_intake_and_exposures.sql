CREATE TABLE "exposures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title_encrypted" text NOT NULL,
	"description_encrypted" text NOT NULL,
	"fear_level" integer NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"latest_anxiety" integer,
	"created_by_ai" boolean DEFAULT false NOT NULL,
	"created_by_user" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "generation_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "intake_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description_encrypted" text NOT NULL,
	"digest" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ybocs_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"responses" jsonb NOT NULL,
	"total_score" integer NOT NULL,
	"obsession_score" integer NOT NULL,
	"compulsion_score" integer NOT NULL,
	"severity" text NOT NULL,
	"is_onboarding" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exposures" ADD CONSTRAINT "exposures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_usage" ADD CONSTRAINT "generation_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_items" ADD CONSTRAINT "intake_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ybocs_assessments" ADD CONSTRAINT "ybocs_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exposures_user_created_idx" ON "exposures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_items_user_kind_digest_idx" ON "intake_items" USING btree ("user_id","kind","digest");--> statement-breakpoint
CREATE INDEX "ybocs_assessments_user_created_idx" ON "ybocs_assessments" USING btree ("user_id","created_at");