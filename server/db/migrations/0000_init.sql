CREATE TABLE "blog_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"cover" text,
	"author" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"label2" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "signature_nonces" (
	"app_id" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_nonces_app_id_nonce_pk" PRIMARY KEY("app_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "usage_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"app_version" text,
	"event_type" text NOT NULL,
	"obj_key" text,
	"obj_value" text,
	"channel_id" text,
	"referrer" text,
	"browser_type" text,
	"browser_ver" text,
	"device_type" text,
	"device_id" text,
	"system_version" text,
	"device_model" text,
	"device_name" text,
	"member_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login_name" text,
	"email" text,
	"mobile" text,
	"password_hash" text,
	"name" text NOT NULL,
	"display_image" text,
	"banner_image" text,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"contact_email" text,
	"homepage" text,
	"social" jsonb,
	"permi_tag_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text,
	"member_type" text DEFAULT 'B2C' NOT NULL,
	"is_creator" text DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"category" text DEFAULT 'art' NOT NULL,
	"logo_image" text NOT NULL,
	"featured_image" text NOT NULL,
	"banner_image" text NOT NULL,
	"royalty_fee_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"royalty_address" text NOT NULL,
	"blockchain" text DEFAULT 'ETHEREUM' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"path" text NOT NULL,
	"display_path" text NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"status" text DEFAULT 'OFF_SHELF' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"model_number" text,
	"card_number" text,
	"external_link" text,
	"platform" text,
	"blockchain" text DEFAULT 'ETHEREUM' NOT NULL,
	"contract_type" text DEFAULT 'ERC721' NOT NULL,
	"contract_address" text,
	"token_id" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 1 NOT NULL,
	"sell_type" text DEFAULT 'FIXED' NOT NULL,
	"curr" text DEFAULT 'ETH' NOT NULL,
	"fix_price" numeric(36, 18),
	"fix_price_hk" numeric(18, 2),
	"auction_bl_price" numeric(36, 18),
	"royalty_fee_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"display_image" text NOT NULL,
	"file_id" uuid,
	"file_kind" text DEFAULT 'image' NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"licence" jsonb,
	"views" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_creator_id_members_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_owner_id_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_locale_published_at_index" ON "blog_posts" USING btree ("locale","published_at");--> statement-breakpoint
CREATE INDEX "dictionary_entries_type_sort_index" ON "dictionary_entries" USING btree ("type","sort");--> statement-breakpoint
CREATE INDEX "faqs_locale_category_sort_index" ON "faqs" USING btree ("locale","category","sort");--> statement-breakpoint
CREATE INDEX "outbox_recipient_created_at_index" ON "outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "signature_nonces_created_at_index" ON "signature_nonces" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "usage_events_event_type_created_at_index" ON "usage_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_login_name_uq" ON "members" USING btree (lower("login_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_uq" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_uq" ON "members" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "sessions_member_id_index" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_url_uq" ON "collections" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "collections_owner_id_index" ON "collections" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "products_explore_idx" ON "products" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("status","fix_price_hk","id");--> statement-breakpoint
CREATE INDEX "products_collection_id_index" ON "products" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_creator_id_index" ON "products" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "products_owner_id_index" ON "products" USING btree ("owner_id");