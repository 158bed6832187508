CREATE TABLE "auto_launch_access" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"admin_off" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_launch_fires" (
	"rule_id" text NOT NULL,
	"post_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"account" text NOT NULL,
	"amount" double precision NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"launch_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_launch_fires_rule_id_post_id_pk" PRIMARY KEY("rule_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "auto_launch_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rule" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"fires" integer DEFAULT 0 NOT NULL,
	"recent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_launch_access" ADD CONSTRAINT "auto_launch_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_launch_fires" ADD CONSTRAINT "auto_launch_fires_rule_id_auto_launch_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."auto_launch_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_launch_fires" ADD CONSTRAINT "auto_launch_fires_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_launch_rules" ADD CONSTRAINT "auto_launch_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_launch_fires_rule_at_idx" ON "auto_launch_fires" USING btree ("rule_id","at");--> statement-breakpoint
CREATE INDEX "auto_launch_rules_user_idx" ON "auto_launch_rules" USING btree ("user_id");