CREATE TABLE "ticket_checkin_results" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_checkin_results_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checkin_id" uuid NOT NULL,
	"result" text NOT NULL,
	"conflict_with_id" uuid,
	"restated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"from_member_id" uuid NOT NULL,
	"to_member_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"secret_version" integer NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(78, 0),
	"fee_bp" integer NOT NULL,
	"fee" numeric(78, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_checkins" ALTER COLUMN "ticket_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_checkin_results" ADD CONSTRAINT "ticket_checkin_results_checkin_id_ticket_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."ticket_checkins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkin_results" ADD CONSTRAINT "ticket_checkin_results_conflict_with_id_ticket_checkins_id_fk" FOREIGN KEY ("conflict_with_id") REFERENCES "public"."ticket_checkins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_checkin_results_checkin_id_seq_index" ON "ticket_checkin_results" USING btree ("checkin_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_request_idx" ON "ticket_transfers" USING btree ("from_member_id","request_key");--> statement-breakpoint
CREATE INDEX "ticket_transfers_ticket_id_created_at_index" ON "ticket_transfers" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE TRIGGER ticket_checkin_results_no_change BEFORE UPDATE OR DELETE ON ticket_checkin_results
  FOR EACH ROW EXECUTE FUNCTION ticket_checkins_append_only();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ticket_checkins_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END
$$;
