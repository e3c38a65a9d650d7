DROP INDEX "product_events_kind_created_at_index";--> statement-breakpoint
CREATE INDEX "product_events_feed_idx" ON "product_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_events_kind_feed_idx" ON "product_events" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_events_actor_feed_idx" ON "product_events" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_events_to_feed_idx" ON "product_events" USING btree ("to_member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);