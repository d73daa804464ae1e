-- A person's top nodes as an int[] (read and understood by location, decision 905): the people of a whole
-- subtree are then `topnode_ids(topnodes) && ARRAY[…]`, one scan of a GIN index with the array operator
-- class, where the jsonb index (jsonb_path_ops) can only be asked about one location at a time. Elements that
-- are not whole numbers (the API never writes them) are left out rather than failing a write to users.
CREATE FUNCTION topnode_ids(topnodes jsonb) RETURNS integer[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(t.v::integer), '{}')
  FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(topnodes) = 'array' THEN topnodes ELSE '[]' END) AS t(v)
  WHERE t.v ~ '^-?[0-9]{1,9}$'
$$;
--> statement-breakpoint
CREATE INDEX "users_topnode_ids_idx" ON "users" USING gin (topnode_ids("topnodes"));
