CREATE TABLE "chat_command_whitelist" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_group_members" (
	"group_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_group_members_group_code_user_id_pk" PRIMARY KEY("group_code","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"invite_only" boolean DEFAULT false NOT NULL,
	"invited_users" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"username" text NOT NULL,
	"message" text NOT NULL,
	"group_code" text,
	"group_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'public' NOT NULL,
	"current_group" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_command_whitelist" ADD CONSTRAINT "chat_command_whitelist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_members" ADD CONSTRAINT "chat_group_members_group_code_chat_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."chat_groups"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_members" ADD CONSTRAINT "chat_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD CONSTRAINT "chat_settings_current_group_chat_groups_code_fk" FOREIGN KEY ("current_group") REFERENCES "public"."chat_groups"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_group_members_user_idx" ON "chat_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_groups_name_lower_idx" ON "chat_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "chat_groups_creator_idx" ON "chat_groups" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "chat_messages_kind_group_idx" ON "chat_messages" USING btree ("kind","group_code","id");