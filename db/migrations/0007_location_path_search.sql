-- The location picker's search by path (decision 029): path_lower holds the lower-case names of a location's
-- ancestors and its own, from the top, one per line, so that "oslo lab" finds Oslo plant › … › Laboratory 1.
-- PostgreSQL keeps it right itself, whatever writes the table (the API, seeds, the benches): a row's path is
-- set before it is written, from its parent's, and after its name or parent changes the paths below it are
-- rewritten in one walk down (and after an insert, those of rows inserted under rows of the same statement). Then the existing rows are filled, then indexed.
ALTER TABLE "locations" ADD COLUMN "path_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION locations_set_path() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The generated name_lower is not computed yet in a BEFORE trigger: lower(name) is the same text.
  NEW.path_lower := coalesce(
    (SELECT p.path_lower || E'\n' FROM locations p WHERE p.company_id = NEW.company_id AND p.id = NEW.parent_id),
    '') || lower(NEW.name);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- After a rename or a move, the paths below the row, from the row's path as stored now (not NEW's): when one
-- statement writes a location and one of its ancestors, whichever of their triggers runs last still starts
-- from a right path. Only path_lower is written, so the triggers on name and parent do not fire again.
CREATE FUNCTION locations_set_subtree_paths() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE below AS (
    SELECT c.id, r.path_lower || E'\n' || c.name_lower AS path, 1 AS depth
    FROM locations r JOIN locations c ON c.company_id = r.company_id AND c.parent_id = r.id
    WHERE r.company_id = NEW.company_id AND r.id = NEW.id
    UNION ALL
    SELECT c.id, b.path || E'\n' || c.name_lower, b.depth + 1
    FROM below b JOIN locations c ON c.company_id = NEW.company_id AND c.parent_id = b.id
    WHERE b.depth < 1000
  )
  UPDATE locations l SET path_lower = below.path
  FROM below
  WHERE l.company_id = NEW.company_id AND l.id = below.id AND l.path_lower IS DISTINCT FROM below.path;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_path_insert BEFORE INSERT ON locations
  FOR EACH ROW EXECUTE FUNCTION locations_set_path();
--> statement-breakpoint
CREATE TRIGGER locations_path_update BEFORE UPDATE OF name, parent_id ON locations
  FOR EACH ROW EXECUTE FUNCTION locations_set_path();
--> statement-breakpoint
-- One statement may insert a child before its parent (the foreign key is checked at the statement's end): its
-- path was then set without the parent's. Once per statement, the rows inserted under other inserted rows get
-- their paths again, walking down from those whose parent was there before. A statement that inserts parents
-- first (or a single row) rewrites nothing; row by row this walk cost a third of a millisecond per row.
CREATE FUNCTION locations_inserted_paths() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE walk AS (
    SELECT n.id, n.company_id, n.path_lower AS path, 0 AS depth
    FROM new_rows n
    WHERE NOT EXISTS (SELECT 1 FROM new_rows p WHERE p.company_id = n.company_id AND p.id = n.parent_id)
    UNION ALL
    SELECT c.id, c.company_id, w.path || E'\n' || c.name_lower, w.depth + 1
    FROM walk w JOIN new_rows c ON c.company_id = w.company_id AND c.parent_id = w.id
    WHERE w.depth < 1000
  )
  UPDATE locations l SET path_lower = walk.path
  FROM walk
  WHERE l.company_id = walk.company_id AND l.id = walk.id AND walk.depth > 0 AND l.path_lower IS DISTINCT FROM walk.path;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_paths_inserted AFTER INSERT ON locations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION locations_inserted_paths();
--> statement-breakpoint
CREATE TRIGGER locations_subtree_paths_update AFTER UPDATE OF name, parent_id ON locations
  FOR EACH ROW WHEN (OLD.path_lower IS DISTINCT FROM NEW.path_lower) EXECUTE FUNCTION locations_set_subtree_paths();
--> statement-breakpoint
WITH RECURSIVE walk AS (
  SELECT id, company_id, name_lower AS path, 0 AS depth FROM locations WHERE parent_id IS NULL
  UNION ALL
  SELECT c.id, c.company_id, w.path || E'\n' || c.name_lower, w.depth + 1
  FROM walk w JOIN locations c ON c.company_id = w.company_id AND c.parent_id = w.id
  WHERE w.depth < 1000
)
UPDATE locations l SET path_lower = walk.path FROM walk WHERE l.company_id = walk.company_id AND l.id = walk.id;--> statement-breakpoint
CREATE INDEX "locations_path_trgm_idx" ON "locations" USING gin ("path_lower" gin_trgm_ops);
