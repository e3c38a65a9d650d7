CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"receiver_name" text NOT NULL,
	"phone" text NOT NULL,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"member_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"spec_key" text DEFAULT '' NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_member_id_product_id_spec_key_pk" PRIMARY KEY("member_id","product_id","spec_key")
);
--> statement-breakpoint
CREATE TABLE "delivery_types" (
	"code" text PRIMARY KEY NOT NULL,
	"fee_hkd_cents" numeric(78, 0) NOT NULL,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_for_all" boolean DEFAULT false NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"method" text NOT NULL,
	"discount_type" text DEFAULT 'BYUNIT' NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"value" numeric(78, 0) DEFAULT '0' NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiat_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"amount" numeric(20, 0) NOT NULL,
	"reason" text NOT NULL,
	"ref_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_app_configs" (
	"mc_id" text NOT NULL,
	"type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_app_configs_mc_id_type_pk" PRIMARY KEY("mc_id","type")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"event" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"from_label" text,
	"to_label" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"cause" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"machine_event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(78, 0) NOT NULL,
	"discount" numeric(78, 0) DEFAULT '0' NOT NULL,
	"total" numeric(78, 0) NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blockchain" text,
	"contract_address" text,
	"contract_type" text,
	"token_id" text,
	"fulfilment" text DEFAULT 'UNFULFILLED' NOT NULL,
	"tracking_number" text,
	"from_address" text,
	"to_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"payment_state" text DEFAULT 'NONE' NOT NULL,
	"fulfilment" text DEFAULT 'UNFULFILLED' NOT NULL,
	"label" text DEFAULT 'NEW' NOT NULL,
	"cod" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"blockchain" text,
	"price" jsonb NOT NULL,
	"total_amount" numeric(78, 0) NOT NULL,
	"paid_amount" numeric(78, 0) DEFAULT '0' NOT NULL,
	"sales_amount" numeric(78, 0) DEFAULT '0' NOT NULL,
	"promo_code_id" uuid,
	"promo_code" text,
	"payment_method" text,
	"buyer_name" text NOT NULL,
	"buyer_mobile" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_address" text NOT NULL,
	"receipt" text NOT NULL,
	"buyer_wallet_address" text,
	"buyer_remark" text DEFAULT '' NOT NULL,
	"seller_wallet_address" text,
	"delivery_type" text NOT NULL,
	"receiver_name" text DEFAULT '' NOT NULL,
	"receiver_phone" text DEFAULT '' NOT NULL,
	"receiver_email" text DEFAULT '' NOT NULL,
	"receiver_address" text DEFAULT '' NOT NULL,
	"pickup_point_id" uuid,
	"logistics_company" text,
	"waybill_number" text,
	"delivery_time" timestamp with time zone,
	"receipt_image" text,
	"tx_hash" text,
	"request_key" text,
	"mc_id" text DEFAULT 'COM' NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"session_id" uuid,
	"refund_of" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"ref" text NOT NULL,
	"provider_ref" text,
	"amount" numeric(78, 0) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"failure_code" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sessions_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"district" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"product_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_mobile" text NOT NULL,
	"buyer_email" text NOT NULL,
	"delivery_type" text NOT NULL,
	"receiver_address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"logistics_company" text,
	"waybill_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "promotion_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"method" text NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"value" numeric(78, 0) DEFAULT '0' NOT NULL,
	"percent_bp" integer DEFAULT 0 NOT NULL,
	"is_for_all" boolean DEFAULT true NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"daily_from_minute" integer,
	"daily_to_minute" integer,
	"reusable" boolean DEFAULT false NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'RESERVED' NOT NULL,
	"single_use" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemptions_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allow_cod" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_items" ADD CONSTRAINT "discount_items_seller_id_members_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiat_ledger" ADD CONSTRAINT "fiat_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_members_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_seller_id_members_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_code_id_promotion_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_member_id_created_at_index" ON "addresses" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_idx" ON "addresses" USING btree ("member_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "discount_items_seller_id_index" ON "discount_items" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fiat_ledger_ref_idx" ON "fiat_ledger" USING btree ("member_id","reason","ref_id");--> statement-breakpoint
CREATE INDEX "fiat_ledger_member_id_created_at_index" ON "fiat_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_seq_idx" ON "order_events" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_position_index" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product_id_index" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_id_created_at_id_index" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_seller_id_created_at_id_index" ON "orders" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_buyer_email_index" ON "orders" USING btree ("buyer_email");--> statement-breakpoint
CREATE INDEX "orders_tx_hash_index" ON "orders" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "orders_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."state" = 'OPEN' and "orders"."payment_state" = 'NONE';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request_key_idx" ON "orders" USING btree ("buyer_id","request_key") WHERE "orders"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_ref_idx" ON "payment_events" USING btree ("provider","provider_ref","kind");--> statement-breakpoint
CREATE INDEX "payment_events_order_id_created_at_index" ON "payment_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_sessions_order_id_created_at_index" ON "payment_sessions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "pre_orders_buyer_id_created_at_index" ON "pre_orders" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pre_orders_seller_id_created_at_index" ON "pre_orders" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_codes_code_idx" ON "promotion_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "promotion_codes_owner_id_index" ON "promotion_codes" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_once_idx" ON "promotion_redemptions" USING btree ("code_id","member_id") WHERE "promotion_redemptions"."single_use" and "promotion_redemptions"."status" <> 'RELEASED';