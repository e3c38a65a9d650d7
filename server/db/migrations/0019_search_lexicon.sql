CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"items" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The lexicon's words of an item name: the lexemes of its search vector's name part (same CJK split: a CJK
-- character is a word), without words of digits only (one per item, "#123"). Sorted: the triggers lock
-- lexicon rows in this order, so two writers never wait on each other in a circle.
CREATE FUNCTION search_words_of(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w ORDER BY w), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('simple', regexp_replace(coalesce(name, ''), '([\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\u1100-\u11ff\u3130-\u318f\uff66-\uff9f])', ' \1 ', 'g')))) w
  WHERE w !~ '^[0-9]+$'
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE search_words SET items = items - 1 WHERE word = ANY (search_words_of(OLD.name));
    DELETE FROM search_words WHERE word = ANY (search_words_of(OLD.name)) AND items <= 0;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_words (word, items)
      SELECT w, 1 FROM unnest(search_words_of(NEW.name)) w
      ON CONFLICT (word) DO UPDATE SET items = search_words.items + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_sync();
--> statement-breakpoint
CREATE TRIGGER products_search_words_rename AFTER UPDATE OF name ON products
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_words_sync();
--> statement-breakpoint
INSERT INTO search_words (word, items)
  SELECT w, count(*)::int FROM products, unnest(search_words_of(products.name)) w GROUP BY w;
