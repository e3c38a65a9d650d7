CREATE TABLE "eform_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"mc_id" text NOT NULL,
	"email" text NOT NULL,
	"member_id" uuid,
	"code_purpose" text,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "eform_submissions" ADD CONSTRAINT "eform_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eform_submissions_form_idx" ON "eform_submissions" USING btree ("type","mc_id","email");--> statement-breakpoint
CREATE INDEX "eform_submissions_member_idx" ON "eform_submissions" USING btree ("member_id") WHERE "eform_submissions"."member_id" is not null;