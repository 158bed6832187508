ALTER TABLE "referral_earnings" DROP CONSTRAINT "referral_earnings_launch_id_launches_id_fk";
--> statement-breakpoint
DROP INDEX "launches_user_idx";--> statement-breakpoint
ALTER TABLE "launches" ALTER COLUMN "status" SET DEFAULT 'preparing';--> statement-breakpoint
ALTER TABLE "referral_earnings" ALTER COLUMN "launch_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "launches" ADD COLUMN "source_text" text;--> statement-breakpoint
ALTER TABLE "launches" ADD COLUMN "buy_amount" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "launches" ADD COLUMN "multi_deploy" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "launches" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_earnings" ADD CONSTRAINT "referral_earnings_launch_id_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."launches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launches_user_created_idx" ON "launches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "launches_created_idx" ON "launches" USING btree ("created_at");--> statement-breakpoint
-- Rows written before the four statuses: a success with a confirmed stage was confirmed, one
-- without was sent (checked again at start-up); a multi-deploy stored one address per deploy.
UPDATE "launches" SET "status" = CASE
	WHEN "status" = 'pending' THEN 'preparing'
	WHEN "status" = 'error' THEN 'failed'
	WHEN "status" = 'success' AND "timings" ? 'confirmed' THEN 'confirmed'
	WHEN "status" = 'success' THEN 'sent'
	ELSE "status" END,
	"multi_deploy" = GREATEST(1, jsonb_array_length("addresses"));
