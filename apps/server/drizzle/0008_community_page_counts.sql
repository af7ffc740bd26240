-- Deep board pages (page 1000 of 30 = offset 29,970) must cost what page 1 costs. community_board_page_count
-- holds, per scope ('*', 'd1:<dept1>', 'd2:<dept2>') and per block of 1024 ids, how many listable posts
-- (not deleted, not hidden) the block has; n_normal leaves out top-fixed posts. An offset is resolved by
-- summing block counts from the newest block down (about 1,000 small rows for 1M posts) and then scanning at
-- most one block of the index. These triggers keep the counts in the post's own transaction.
CREATE OR REPLACE FUNCTION community_board_scopes(dept1 text, dept2 text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY['*', 'd1:' || dept1, 'd2:' || dept2], NULL)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION community_board_page_count_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Statement level with transition tables, so a bulk insert (seeding 1M posts) touches each block once.
  -- Rows are upserted in (scope, bucket) order so concurrent writers lock them in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO community_board_page_count AS c (scope, bucket, n_all, n_normal)
    SELECT s, r.id >> 10, count(*), count(*) FILTER (WHERE NOT r.is_top_fix)
    FROM new_rows r, unnest(community_board_scopes(r.dept1_category, r.dept2_category)) AS s
    WHERE NOT r.is_deleted AND NOT r.is_hidden
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (scope, bucket) DO UPDATE
      SET n_all = c.n_all + excluded.n_all, n_normal = c.n_normal + excluded.n_normal;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE community_board_page_count AS c
    SET n_all = c.n_all - d.n_all, n_normal = c.n_normal - d.n_normal
    FROM (
      SELECT s AS scope, r.id >> 10 AS bucket, count(*) AS n_all, count(*) FILTER (WHERE NOT r.is_top_fix) AS n_normal
      FROM old_rows r, unnest(community_board_scopes(r.dept1_category, r.dept2_category)) AS s
      WHERE NOT r.is_deleted AND NOT r.is_hidden
      GROUP BY 1, 2
    ) d
    WHERE c.scope = d.scope AND c.bucket = d.bucket;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Updates that change whether or where a post is listed are single rows (delete, hide, top-fix, move).
CREATE OR REPLACE FUNCTION community_board_page_count_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO community_board_page_count AS c (scope, bucket, n_all, n_normal)
  SELECT scope, NEW.id >> 10, sum(n_all), sum(n_normal) FROM (
    SELECT s AS scope, -1 AS n_all, CASE WHEN OLD.is_top_fix THEN 0 ELSE -1 END AS n_normal
    FROM unnest(community_board_scopes(OLD.dept1_category, OLD.dept2_category)) AS s
    WHERE NOT OLD.is_deleted AND NOT OLD.is_hidden
    UNION ALL
    SELECT s, 1, CASE WHEN NEW.is_top_fix THEN 0 ELSE 1 END
    FROM unnest(community_board_scopes(NEW.dept1_category, NEW.dept2_category)) AS s
    WHERE NOT NEW.is_deleted AND NOT NEW.is_hidden
  ) d
  GROUP BY scope ORDER BY scope
  ON CONFLICT (scope, bucket) DO UPDATE
    SET n_all = c.n_all + excluded.n_all, n_normal = c.n_normal + excluded.n_normal;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER community_board_page_count_insert AFTER INSERT ON community_board
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION community_board_page_count_rows();
--> statement-breakpoint
CREATE TRIGGER community_board_page_count_delete AFTER DELETE ON community_board
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION community_board_page_count_rows();
--> statement-breakpoint
-- Hits, likes and comment counts move on every view; the WHEN clause keeps those updates trigger-free.
CREATE TRIGGER community_board_page_count_update AFTER UPDATE ON community_board FOR EACH ROW
  WHEN (OLD.is_deleted IS DISTINCT FROM NEW.is_deleted OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden
    OR OLD.is_top_fix IS DISTINCT FROM NEW.is_top_fix OR OLD.dept1_category IS DISTINCT FROM NEW.dept1_category
    OR OLD.dept2_category IS DISTINCT FROM NEW.dept2_category)
  EXECUTE FUNCTION community_board_page_count_update();
--> statement-breakpoint
-- Board search also looks in comments: the same one- and two-character grams, for board comments only.
CREATE INDEX IF NOT EXISTS comment_board_search_grams_idx ON comment USING gin (search_grams(content))
  WHERE parent_type = 'COMMUNITY_BOARD' AND NOT is_deleted;
