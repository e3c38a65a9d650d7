CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mc_id" text NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"contact_email" text,
	"website" text,
	"description" text DEFAULT '' NOT NULL,
	"logo" text,
	"plan" text DEFAULT 'NONE' NOT NULL,
	"plan_status" text DEFAULT 'NONE' NOT NULL,
	"plan_period_end" timestamp with time zone,
	"plan_grace_until" timestamp with time zone,
	"plan_cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_mc_id_uq" ON "merchants" USING btree ("mc_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_owner_uq" ON "merchants" USING btree ("owner_id") WHERE "merchants"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "merchants_contact_email_idx" ON "merchants" USING btree (lower("contact_email"));--> statement-breakpoint
-- The platform itself (spec §9 default merchant id COM): owned by nobody, every feature, no billing.
INSERT INTO "merchants" ("mc_id", "name", "type", "plan", "plan_status") VALUES ('COM', 'Marketplace', 'GENERAL', 'ENTERPRISE', 'ACTIVE') ON CONFLICT DO NOTHING;
