CREATE TABLE "campaign_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"key" text NOT NULL,
	"coupon_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_members" (
	"campaign_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_members_campaign_id_member_id_pk" PRIMARY KEY("campaign_id","member_id"),
	CONSTRAINT "campaign_members_claimed_ck" CHECK ("campaign_members"."claimed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"route" text NOT NULL,
	"title" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"artwork" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reward_kind" text DEFAULT 'COUPON' NOT NULL,
	"reward_batch_id" uuid NOT NULL,
	"total_limit" integer NOT NULL,
	"remaining" integer NOT NULL,
	"per_member_limit" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_limits_ck" CHECK ("campaigns"."remaining" >= 0 and "campaigns"."remaining" <= "campaigns"."total_limit"),
	CONSTRAINT "campaigns_per_member_ck" CHECK ("campaigns"."per_member_limit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD CONSTRAINT "campaign_claims_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD CONSTRAINT "campaign_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_claims" ADD CONSTRAINT "campaign_claims_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_members" ADD CONSTRAINT "campaign_members_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_members" ADD CONSTRAINT "campaign_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_reward_batch_id_coupon_batches_id_fk" FOREIGN KEY ("reward_batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_claims_key_idx" ON "campaign_claims" USING btree ("campaign_id","member_id","key");--> statement-breakpoint
CREATE INDEX "campaign_claims_member_id_index" ON "campaign_claims" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "campaign_members_member_id_index" ON "campaign_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "campaigns_route_starts_at_index" ON "campaigns" USING btree ("route","starts_at");--> statement-breakpoint
CREATE INDEX "campaigns_merchant_id_index" ON "campaigns" USING btree ("merchant_id");