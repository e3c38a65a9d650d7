CREATE TABLE "cart_tickets" (
	"member_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_tickets_member_id_tier_id_pk" PRIMARY KEY("member_id","tier_id"),
	CONSTRAINT "cart_tickets_quantity_ck" CHECK ("cart_tickets"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_tickets" ADD CONSTRAINT "cart_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_tickets" ADD CONSTRAINT "cart_tickets_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE cascade ON UPDATE no action;