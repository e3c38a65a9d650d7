CREATE TABLE "merchant_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"company_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"industry" text NOT NULL,
	"main_business" text NOT NULL,
	"region" text NOT NULL,
	"address" text NOT NULL,
	"business_demand" text DEFAULT '' NOT NULL,
	"contact_first_name" text NOT NULL,
	"contact_last_name" text NOT NULL,
	"position" text NOT NULL,
	"contact_area_code" text NOT NULL,
	"contact_number" text NOT NULL,
	"email" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"promo_consent" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"requested_document" text,
	"merchant_id" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"usd_cents" integer NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "super_admin_unlocks" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_documents" ADD CONSTRAINT "merchant_documents_application_id_merchant_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."merchant_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_documents" ADD CONSTRAINT "merchant_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD CONSTRAINT "plan_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD CONSTRAINT "plan_invoices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_admin_unlocks" ADD CONSTRAINT "super_admin_unlocks_token_hash_sessions_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_admin_unlocks" ADD CONSTRAINT "super_admin_unlocks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_member_uq" ON "merchant_applications" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "merchant_applications_status_created_at_index" ON "merchant_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "merchant_documents_application_id_kind_created_at_index" ON "merchant_documents" USING btree ("application_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invoices_order_uq" ON "plan_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invoices_renewal_uq" ON "plan_invoices" USING btree ("merchant_id","period_start") WHERE "plan_invoices"."kind" = 'RENEWAL';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invoices_open_uq" ON "plan_invoices" USING btree ("merchant_id") WHERE "plan_invoices"."status" = 'OPEN';--> statement-breakpoint
-- The platform's own member (schemas/merchants.ts PLATFORM_MEMBER_ID): the seller of plan orders; it cannot log in.
INSERT INTO "members" ("id", "name", "description_en", "description_zh") VALUES ('00000000-0000-4000-8000-000000000001', 'Marketplace', 'The marketplace itself: sells merchant plans.', '市集本身：銷售商戶方案。') ON CONFLICT DO NOTHING;
