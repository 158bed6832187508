CREATE TABLE "token_images" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "launches" ADD COLUMN "source_post_id" text;--> statement-breakpoint
ALTER TABLE "launches" ADD COLUMN "source_author" text;--> statement-breakpoint
ALTER TABLE "token_images" ADD CONSTRAINT "token_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;