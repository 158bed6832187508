CREATE TABLE "extension_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sol_wallet" text NOT NULL,
	"bnb_wallet" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"launch_id" bigint NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"fee_units" bigint NOT NULL,
	"share_units" bigint NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_referrers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_referrers_not_self" CHECK ("user_referrers"."user_id" <> "user_referrers"."referrer_id")
);
--> statement-breakpoint
ALTER TABLE "extension_tokens" ADD CONSTRAINT "extension_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_accounts" ADD CONSTRAINT "referral_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_launch_id_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."launches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_referrer_id_referral_accounts_user_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referral_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_referrers" ADD CONSTRAINT "user_referrers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_referrers" ADD CONSTRAINT "user_referrers_referrer_id_referral_accounts_user_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."referral_accounts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extension_tokens_hash_idx" ON "extension_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_accounts_code_lower_idx" ON "referral_accounts" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "referral_earnings_launch_idx" ON "referral_earnings" USING btree ("launch_id");--> statement-breakpoint
CREATE INDEX "referral_earnings_referrer_idx" ON "referral_earnings" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "user_referrers_referrer_idx" ON "user_referrers" USING btree ("referrer_id");