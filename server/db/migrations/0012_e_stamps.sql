CREATE TABLE "member_stamps" (
	"stamp_card_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"stamps" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_stamps_stamp_card_id_member_id_pk" PRIMARY KEY("stamp_card_id","member_id"),
	CONSTRAINT "member_stamps_ck" CHECK ("member_stamps"."stamps" >= 0 and "member_stamps"."completed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stamp_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"stamps_required" integer NOT NULL,
	"reward_batch_id" uuid NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_cards_required_ck" CHECK ("stamp_cards"."stamps_required" between 2 and 20)
);
--> statement-breakpoint
CREATE TABLE "stamp_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stamp_card_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"granted_by_id" uuid,
	"round" integer NOT NULL,
	"stamp_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stamp_rewards" (
	"stamp_card_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"coupon_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_rewards_stamp_card_id_member_id_round_pk" PRIMARY KEY("stamp_card_id","member_id","round")
);
--> statement-breakpoint
ALTER TABLE "member_stamps" ADD CONSTRAINT "member_stamps_stamp_card_id_stamp_cards_id_fk" FOREIGN KEY ("stamp_card_id") REFERENCES "public"."stamp_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_stamps" ADD CONSTRAINT "member_stamps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_cards" ADD CONSTRAINT "stamp_cards_reward_batch_id_coupon_batches_id_fk" FOREIGN KEY ("reward_batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_grants" ADD CONSTRAINT "stamp_grants_stamp_card_id_stamp_cards_id_fk" FOREIGN KEY ("stamp_card_id") REFERENCES "public"."stamp_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_grants" ADD CONSTRAINT "stamp_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_grants" ADD CONSTRAINT "stamp_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_grants" ADD CONSTRAINT "stamp_grants_granted_by_id_members_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_rewards" ADD CONSTRAINT "stamp_rewards_stamp_card_id_stamp_cards_id_fk" FOREIGN KEY ("stamp_card_id") REFERENCES "public"."stamp_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_rewards" ADD CONSTRAINT "stamp_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_rewards" ADD CONSTRAINT "stamp_rewards_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_stamps_member_id_index" ON "member_stamps" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_cards_merchant_idx" ON "stamp_cards" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_grants_key_idx" ON "stamp_grants" USING btree ("stamp_card_id","key");--> statement-breakpoint
CREATE INDEX "stamp_grants_member_id_index" ON "stamp_grants" USING btree ("member_id");