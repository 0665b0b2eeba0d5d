CREATE TABLE "exposure_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"themes_encrypted" text,
	"content_encrypted" text,
	"generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exposure_drafts" ADD CONSTRAINT "exposure_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;