ALTER TABLE "payment_events" ADD COLUMN "refund_origin" text;--> statement-breakpoint
-- Existing refunds by their keys first, read against their capture's own key (a crypto capture's ends in its log
-- index): `refund:<captureRef>:<n>` is support's, `:excess` the system's; then by their reason. A whole refund
-- `refund:<captureRef>` is refundOrder's unless the system gave it back (reason unneeded).
UPDATE "payment_events" r SET "refund_origin" = CASE
  WHEN r."provider_ref" = 'refund:' || c."provider_ref" || ':excess' THEN 'SYSTEM_EXCESS'
  WHEN left(r."provider_ref", length(c."provider_ref") + 8) = 'refund:' || c."provider_ref" || ':'
    AND substr(r."provider_ref", length(c."provider_ref") + 9) ~ '^[0-9]+$' THEN 'SUPPORT'
  WHEN r."reason" = 'refunded_at_provider' THEN 'PROVIDER'
  WHEN r."reason" IN ('unneeded', 'overpaid') THEN 'SYSTEM_EXCESS'
  ELSE 'ORDER_REFUND'
END FROM "payment_events" c WHERE r."kind" = 'REFUND' AND c."id" = r."refund_of";--> statement-breakpoint
-- A refund without its capture (none are written so) is the provider's.
UPDATE "payment_events" SET "refund_origin" = 'PROVIDER' WHERE "kind" = 'REFUND' AND "refund_origin" IS NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_refund_origin_ck" CHECK (("payment_events"."kind" = 'REFUND') = ("payment_events"."refund_origin" is not null) and "payment_events"."refund_origin" in ('SUPPORT', 'ORDER_REFUND', 'SYSTEM_EXCESS', 'PROVIDER'));
