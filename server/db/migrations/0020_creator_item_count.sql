ALTER TABLE "members" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION members_item_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE members SET item_count = item_count - 1 WHERE id = OLD.creator_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE members SET item_count = item_count + 1 WHERE id = NEW.creator_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_creator_item_count AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION members_item_count_sync();
--> statement-breakpoint
CREATE TRIGGER products_creator_item_count_move AFTER UPDATE OF creator_id ON products
  FOR EACH ROW WHEN (OLD.creator_id IS DISTINCT FROM NEW.creator_id) EXECUTE FUNCTION members_item_count_sync();
--> statement-breakpoint
UPDATE members m SET item_count = c.n
  FROM (SELECT creator_id, count(*)::int AS n FROM products GROUP BY creator_id) c WHERE c.creator_id = m.id;
