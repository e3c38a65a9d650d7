CREATE TABLE "ticket_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"device_id" text NOT NULL,
	"gate" text DEFAULT '' NOT NULL,
	"door_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"conflict_with_id" uuid,
	"operator_id" uuid
);
--> statement-breakpoint
CREATE TABLE "ticket_door_staff" (
	"merchant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"added_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_door_staff_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_tier_members" (
	"tier_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"taken" integer NOT NULL,
	CONSTRAINT "ticket_tier_members_tier_id_member_id_pk" PRIMARY KEY("tier_id","member_id"),
	CONSTRAINT "ticket_tier_members_taken_ck" CHECK ("ticket_tier_members"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sale_starts_at" timestamp with time zone NOT NULL,
	"sale_ends_at" timestamp with time zone NOT NULL,
	"per_member_limit" integer NOT NULL,
	"transfer_allowed" boolean DEFAULT false NOT NULL,
	"transfer_price_cap" numeric(78, 0),
	"transfer_fee_bp" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_tiers_sold_ck" CHECK ("ticket_tiers"."sold" >= 0 and "ticket_tiers"."sold" <= "ticket_tiers"."capacity"),
	CONSTRAINT "ticket_tiers_price_ck" CHECK ("ticket_tiers"."price" >= 0),
	CONSTRAINT "ticket_tiers_limit_ck" CHECK ("ticket_tiers"."per_member_limit" >= 1),
	CONSTRAINT "ticket_tiers_fee_ck" CHECK ("ticket_tiers"."transfer_fee_bp" between 0 and 10000),
	CONSTRAINT "ticket_tiers_sale_ck" CHECK ("ticket_tiers"."sale_starts_at" < "ticket_tiers"."sale_ends_at")
);
--> statement-breakpoint
CREATE TABLE "ticketed_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"venue" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"artwork" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"public_key" text NOT NULL,
	"key_ciphertext" text NOT NULL,
	"key_iv" text NOT NULL,
	"key_tag" text NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticketed_events_dates_ck" CHECK ("ticketed_events"."starts_at" < "ticketed_events"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"order_id" uuid,
	"order_line_id" uuid,
	"unit" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'VALID' NOT NULL,
	"secret_version" integer DEFAULT 1 NOT NULL,
	"seed_ciphertext" text NOT NULL,
	"seed_iv" text NOT NULL,
	"seed_tag" text NOT NULL,
	"seed_key_id" text NOT NULL,
	"signature" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"entries_allowed" integer DEFAULT 1 NOT NULL,
	"chain" text,
	"contract_address" text,
	"token_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_version_ck" CHECK ("tickets"."secret_version" >= 1),
	CONSTRAINT "tickets_entries_ck" CHECK ("tickets"."entries_allowed" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_event_id_ticketed_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticketed_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_conflict_with_id_ticket_checkins_id_fk" FOREIGN KEY ("conflict_with_id") REFERENCES "public"."ticket_checkins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_operator_id_members_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_door_staff" ADD CONSTRAINT "ticket_door_staff_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_door_staff" ADD CONSTRAINT "ticket_door_staff_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_door_staff" ADD CONSTRAINT "ticket_door_staff_added_by_id_members_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tier_members" ADD CONSTRAINT "ticket_tier_members_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tier_members" ADD CONSTRAINT "ticket_tier_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD CONSTRAINT "ticket_tiers_event_id_ticketed_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticketed_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticketed_events" ADD CONSTRAINT "ticketed_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_ticketed_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticketed_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_checkins_nonce_idx" ON "ticket_checkins" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "ticket_checkins_ticket_id_door_at_index" ON "ticket_checkins" USING btree ("ticket_id","door_at");--> statement-breakpoint
CREATE INDEX "ticket_checkins_event_id_received_at_index" ON "ticket_checkins" USING btree ("event_id","received_at");--> statement-breakpoint
CREATE INDEX "ticket_door_staff_member_id_index" ON "ticket_door_staff" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_tiers_position_idx" ON "ticket_tiers" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "ticketed_events_status_starts_at_index" ON "ticketed_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "ticketed_events_merchant_id_starts_at_index" ON "ticketed_events" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE INDEX "tickets_owner_id_issued_at_index" ON "tickets" USING btree ("owner_id","issued_at");--> statement-breakpoint
CREATE INDEX "tickets_event_id_index" ON "tickets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tickets_tier_id_index" ON "tickets" USING btree ("tier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_line_unit_idx" ON "tickets" USING btree ("order_line_id","unit") WHERE "tickets"."order_line_id" is not null;--> statement-breakpoint
CREATE FUNCTION ticket_checkins_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ticket_checkins is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ticket_checkins_no_change BEFORE UPDATE OR DELETE ON ticket_checkins
  FOR EACH ROW EXECUTE FUNCTION ticket_checkins_append_only();
