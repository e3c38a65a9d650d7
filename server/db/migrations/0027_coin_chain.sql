CREATE TABLE "coin_chain_checks" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"blockchain" text NOT NULL,
	"contract" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"members" integer NOT NULL,
	"lagging" integer NOT NULL,
	"differences" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_contracts" (
	"coin_id" uuid PRIMARY KEY NOT NULL,
	"blockchain" text NOT NULL,
	"address" text NOT NULL,
	"tx_hash" text NOT NULL,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_mirrors" (
	"merchant_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"member_id" uuid NOT NULL,
	"delta" bigint NOT NULL,
	"state" text NOT NULL,
	"blockchain" text NOT NULL,
	"tx_hash" text,
	"mirrored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_mirrors_merchant_id_idempotency_key_pk" PRIMARY KEY("merchant_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "coin_chain_checks" ADD CONSTRAINT "coin_chain_checks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_contracts" ADD CONSTRAINT "coin_contracts_coin_id_loyalty_coins_id_fk" FOREIGN KEY ("coin_id") REFERENCES "public"."loyalty_coins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_mirrors" ADD CONSTRAINT "coin_mirrors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coin_mirrors" ADD CONSTRAINT "coin_mirrors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_mirrors_merchant_id_member_id_index" ON "coin_mirrors" USING btree ("merchant_id","member_id");