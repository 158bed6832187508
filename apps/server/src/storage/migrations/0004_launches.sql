CREATE TABLE "launches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"wallet_id" text,
	"mode" text NOT NULL,
	"name" text NOT NULL,
	"ticker" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"image" text,
	"metadata_uri" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transactions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"timings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "token_metadata" (
	"id" text PRIMARY KEY NOT NULL,
	"json" jsonb NOT NULL,
	"image_type" text,
	"image_data" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"handle" text NOT NULL,
	"encrypted_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "launches" ADD CONSTRAINT "launches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "launches_user_request_idx" ON "launches" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "launches_user_idx" ON "launches" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_handle_idx" ON "wallets" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_address_idx" ON "wallets" USING btree ("user_id","address");