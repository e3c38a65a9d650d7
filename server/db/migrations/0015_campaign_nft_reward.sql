ALTER TABLE "campaigns" ALTER COLUMN "reward_batch_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reward_product_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD CONSTRAINT "campaign_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_reward_product_id_products_id_fk" FOREIGN KEY ("reward_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_reward_ck" CHECK (("campaigns"."reward_kind" = 'COUPON' and "campaigns"."reward_batch_id" is not null) or ("campaigns"."reward_kind" = 'NFT' and "campaigns"."reward_product_id" is not null));