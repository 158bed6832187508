CREATE TABLE "meme_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"words" jsonb NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meme_settings" ADD CONSTRAINT "meme_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;