CREATE TABLE "card_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tiers" jsonb NOT NULL,
	"transferable" boolean DEFAULT false NOT NULL,
	"validity_months" integer NOT NULL,
	"web3_group" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"blockchain" text DEFAULT 'ETHEREUM' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"from_member_id" uuid NOT NULL,
	"to_member_id" uuid NOT NULL,
	"on_chain" boolean NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "coupon_batches_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"value" numeric(78, 0) DEFAULT '0' NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"is_for_all" boolean DEFAULT true NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"price" numeric(78, 0),
	"blockchain" text DEFAULT 'ETHEREUM' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_batches_remaining_ck" CHECK ("coupon_batches"."remaining" >= 0 and "coupon_batches"."remaining" <= "coupon_batches"."quantity")
);
--> statement-breakpoint
CREATE TABLE "coupon_collects" (
	"batch_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "coupon_collects_batch_id_member_id_pk" PRIMARY KEY("batch_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"from_member_id" uuid NOT NULL,
	"to_member_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"collected_by_id" uuid NOT NULL,
	"purchase_line_id" uuid,
	"unit" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'AVAILABLE' NOT NULL,
	"order_id" uuid,
	"qr_nonce" text,
	"qr_holder_id" uuid,
	"qr_expires_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by_id" uuid,
	"used_at" timestamp with time zone,
	"chain" text DEFAULT 'PENDING' NOT NULL,
	"chain_holder_id" uuid,
	"issue_tx_hash" text,
	"burn_tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "member_cards_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"programme_id" uuid NOT NULL,
	"tier_code" text NOT NULL,
	"holder_id" uuid NOT NULL,
	"claimed_by_id" uuid NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'CLAIMED' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"activation_requested_at" timestamp with time zone,
	"activation_ready_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"wallet_address" text,
	"tx_hash" text,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redeem_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"tier_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"remaining" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redeem_batches_remaining_ck" CHECK ("redeem_batches"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "redeem_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"claimed_by_id" uuid,
	"claimed_at" timestamp with time zone,
	"card_id" uuid
);
--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "coupon_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "card_programmes" ADD CONSTRAINT "card_programmes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transfers" ADD CONSTRAINT "card_transfers_card_id_member_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."member_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transfers" ADD CONSTRAINT "card_transfers_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transfers" ADD CONSTRAINT "card_transfers_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_batches" ADD CONSTRAINT "coupon_batches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_collects" ADD CONSTRAINT "coupon_collects_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_collects" ADD CONSTRAINT "coupon_collects_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transfers" ADD CONSTRAINT "coupon_transfers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transfers" ADD CONSTRAINT "coupon_transfers_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_transfers" ADD CONSTRAINT "coupon_transfers_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_collected_by_id_members_id_fk" FOREIGN KEY ("collected_by_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redeemed_by_id_members_id_fk" FOREIGN KEY ("redeemed_by_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_chain_holder_id_members_id_fk" FOREIGN KEY ("chain_holder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_programme_id_card_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."card_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cards" ADD CONSTRAINT "member_cards_claimed_by_id_members_id_fk" FOREIGN KEY ("claimed_by_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_batches" ADD CONSTRAINT "redeem_batches_programme_id_card_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."card_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_batch_id_redeem_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."redeem_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_codes" ADD CONSTRAINT "redeem_codes_claimed_by_id_members_id_fk" FOREIGN KEY ("claimed_by_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_programmes_merchant_id_index" ON "card_programmes" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_programmes_default_idx" ON "card_programmes" USING btree ("merchant_id") WHERE "card_programmes"."is_default";--> statement-breakpoint
CREATE INDEX "card_transfers_card_id_created_at_index" ON "card_transfers" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_batches_token_idx" ON "coupon_batches" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "coupon_batches_merchant_id_created_at_index" ON "coupon_batches" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_transfers_coupon_id_created_at_index" ON "coupon_transfers" USING btree ("coupon_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_holder_id_created_at_index" ON "coupons" USING btree ("holder_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_batch_id_index" ON "coupons" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "coupons_order_id_index" ON "coupons" USING btree ("order_id") WHERE "coupons"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_qr_nonce_idx" ON "coupons" USING btree ("qr_nonce") WHERE "coupons"."qr_nonce" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_purchase_unit_idx" ON "coupons" USING btree ("purchase_line_id","unit") WHERE "coupons"."purchase_line_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_token_idx" ON "member_cards" USING btree ("token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_cards_claim_idx" ON "member_cards" USING btree ("programme_id","claimed_by_id");--> statement-breakpoint
CREATE INDEX "member_cards_holder_id_index" ON "member_cards" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "redeem_batches_programme_id_index" ON "redeem_batches" USING btree ("programme_id");--> statement-breakpoint
CREATE INDEX "redeem_codes_batch_id_index" ON "redeem_codes" USING btree ("batch_id");