CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"link_kind" text NOT NULL,
	"link_id" text NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mail" text DEFAULT 'PENDING' NOT NULL,
	"mail_id" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "time_zone" text DEFAULT 'Asia/Hong_Kong' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" USING btree ("kind","subject_id","member_id");--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_mail_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mail" = 'PENDING';--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("member_id") WHERE "notifications"."read_at" is null;