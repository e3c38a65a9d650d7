CREATE TABLE "chain_accounts" (
	"blockchain" text NOT NULL,
	"address" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chain_accounts_blockchain_address_pk" PRIMARY KEY("blockchain","address")
);
--> statement-breakpoint
CREATE TABLE "chain_txs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blockchain" text NOT NULL,
	"key" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text,
	"nonce" integer NOT NULL,
	"raw_tx" text NOT NULL,
	"hash" text NOT NULL,
	"status" text DEFAULT 'SIGNED' NOT NULL,
	"block_number" integer,
	"gas_used" numeric(78, 0),
	"fee" numeric(78, 0),
	"contract_address" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mined_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_contracts" (
	"collection_id" uuid NOT NULL,
	"blockchain" text NOT NULL,
	"address" text NOT NULL,
	"tx_hash" text NOT NULL,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_contracts_collection_id_blockchain_pk" PRIMARY KEY("collection_id","blockchain")
);
--> statement-breakpoint
CREATE TABLE "custodial_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"address" text NOT NULL,
	"key_ciphertext" text NOT NULL,
	"key_iv" text NOT NULL,
	"key_tag" text NOT NULL,
	"key_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custodial_wallets_memberId_unique" UNIQUE("member_id"),
	CONSTRAINT "custodial_wallets_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"symbol" text PRIMARY KEY NOT NULL,
	"rate_hkd" numeric(36, 18) NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"blockchain" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"reason" text NOT NULL,
	"ref_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"blockchain" text NOT NULL,
	"address" text NOT NULL,
	"wallet_type" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_contracts" (
	"blockchain" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"tx_hash" text NOT NULL,
	"deployed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_contracts_blockchain_name_pk" PRIMARY KEY("blockchain","name")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"nickname" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"blockchain" text NOT NULL,
	"contract_address" text NOT NULL,
	"token_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"status" text DEFAULT 'AWAITING_APPROVAL' NOT NULL,
	"ref" text NOT NULL,
	"tx_hash" text,
	"failure_code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "transfers_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "wallet_requests" (
	"ref" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"op" text NOT NULL,
	"blockchain" text NOT NULL,
	"wallet_type" text,
	"nonce" text,
	"nonce_used_at" timestamp with time zone,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"result_code" integer,
	"subject_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "wallet_requests_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"blockchain" text NOT NULL,
	"ref" text NOT NULL,
	"quantity" numeric(78, 0) NOT NULL,
	"fixed_part" numeric(78, 0) NOT NULL,
	"auction_part" numeric(78, 0) NOT NULL,
	"price_hkd" numeric(18, 2),
	"gas_fee" numeric(78, 0),
	"to_address" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"tx_hash" text,
	"failure_code" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transferred_at" timestamp with time zone,
	CONSTRAINT "withdrawals_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mint_status" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mint_tx_hash" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mint_error" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "minted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_contracts" ADD CONSTRAINT "collection_contracts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custodial_wallets" ADD CONSTRAINT "custodial_wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_wallets" ADD CONSTRAINT "member_wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_txs_key_idx" ON "chain_txs" USING btree ("blockchain","key");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_txs_nonce_idx" ON "chain_txs" USING btree ("blockchain","from_address","nonce");--> statement-breakpoint
CREATE INDEX "chain_txs_hash_index" ON "chain_txs" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "ledger_entries_member_id_blockchain_index" ON "ledger_entries" USING btree ("member_id","blockchain");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_ref_idx" ON "ledger_entries" USING btree ("reason","ref_id","kind") WHERE "ledger_entries"."ref_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_wallets_member_chain_idx" ON "member_wallets" USING btree ("member_id","blockchain");--> statement-breakpoint
CREATE UNIQUE INDEX "member_wallets_address_idx" ON "member_wallets" USING btree ("blockchain",lower("address"));--> statement-breakpoint
CREATE INDEX "transfers_member_id_created_at_index" ON "transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_requests_member_id_created_at_index" ON "wallet_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_member_id_requested_at_index" ON "withdrawals" USING btree ("member_id","requested_at");