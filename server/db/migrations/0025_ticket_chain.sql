ALTER TABLE "ticket_transfers" ADD COLUMN "chain_status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "chain_state" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "chain_holder_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "issue_tx_hash" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "burn_tx_hash" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_chain_holder_id_members_id_fk" FOREIGN KEY ("chain_holder_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;