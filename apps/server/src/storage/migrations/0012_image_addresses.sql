ALTER TABLE "posts" ADD COLUMN "image_addresses" jsonb;--> statement-breakpoint
CREATE INDEX "posts_contract_addresses_idx" ON "posts" USING gin (("data" -> 'contract_addresses') jsonb_path_ops);