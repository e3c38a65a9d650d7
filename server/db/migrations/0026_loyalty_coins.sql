CREATE TABLE "coin_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "coin_ledger_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" bigint NOT NULL,
	"lot_id" uuid NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"leg" smallint NOT NULL,
	"reverses_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_ledger_delta_ck" CHECK ("coin_ledger"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "coin_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"spendable_from" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"order_id" uuid,
	CONSTRAINT "coin_lots_remaining_ck" CHECK ("coin_lots"."remaining" >= 0 and "coin_lots"."remaining" <= "coin_lots"."amount"),
	CONSTRAINT "coin_lots_amount_ck" CHECK ("coin_lots"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_coins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"artwork_path" text DEFAULT '' NOT NULL,
	"value_minor" bigint NOT NULL,
	"earn_per_hkd_num" integer DEFAULT 0 NOT NULL,
	"earn_per_hkd_den" integer DEFAULT 1 NOT NULL,
	"coins_per_stamp_card" bigint DEFAULT 0 NOT NULL,
	"campaign_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending_days" integer DEFAULT 14 NOT NULL,
	"expiry_months" integer DEFAULT 6 NOT NULL,
	"on_chain" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_coins_terms_ck" CHECK ("loyalty_coins"."value_minor" > 0 and "loyalty_coins"."earn_per_hkd_num" >= 0 and "loyalty_coins"."earn_per_hkd_den" > 0 and "loyalty_coins"."coins_per_stamp_card" >= 0 and "loyalty_coins"."pending_days" between 0 and 365 and "loyalty_coins"."expiry_months" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_lot_id_coin_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."coin_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_payment_id_payment_events_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD CONSTRAINT "coin_lots_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD CONSTRAINT "coin_lots_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_lots" ADD CONSTRAINT "coin_lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_coins" ADD CONSTRAINT "loyalty_coins_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_key_idx" ON "coin_ledger" USING btree ("merchant_id","idempotency_key","leg");--> statement-breakpoint
CREATE INDEX "coin_ledger_member_idx" ON "coin_ledger" USING btree ("merchant_id","member_id","seq");--> statement-breakpoint
CREATE INDEX "coin_ledger_report_idx" ON "coin_ledger" USING btree ("merchant_id","kind","delta");--> statement-breakpoint
CREATE INDEX "coin_ledger_lot_id_index" ON "coin_ledger" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "coin_ledger_reverses_id_index" ON "coin_ledger" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "coin_ledger_order_id_index" ON "coin_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coin_lots_member_idx" ON "coin_lots" USING btree ("merchant_id","member_id","expires_at","earned_at");--> statement-breakpoint
CREATE INDEX "coin_lots_expiry_idx" ON "coin_lots" USING btree ("expires_at") WHERE "coin_lots"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "coin_lots_order_id_index" ON "coin_lots" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coin_lots_holder_idx" ON "coin_lots" USING btree ("member_id") WHERE "coin_lots"."remaining" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_coins_merchant_idx" ON "loyalty_coins" USING btree ("merchant_id");--> statement-breakpoint
-- The coin ledger is append-only (DESIGN §5): a correction is a new row (REVERSE, ADJUST), never an edit.
CREATE FUNCTION coin_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'coin_ledger is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER coin_ledger_no_change BEFORE UPDATE OR DELETE ON coin_ledger
  FOR EACH ROW EXECUTE FUNCTION coin_ledger_append_only();
