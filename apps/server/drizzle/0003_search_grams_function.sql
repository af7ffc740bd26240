-- Korean search needs an index for two-syllable words (구피, 새우, 수초). pg_trgm's trigrams cannot match a
-- two-character query by index, so searchable rows carry their one- and two-character grams in a text[]
-- with a GIN index; queries ask for rows containing all of a word's grams, then re-check with LIKE.
CREATE OR REPLACE FUNCTION search_grams(input text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(w, i, 1) AS g
      FROM regexp_split_to_table(lower(input), '\s+') AS w, generate_series(1, char_length(w)) AS i
    UNION
    SELECT substr(w, i, 2)
      FROM regexp_split_to_table(lower(input), '\s+') AS w, generate_series(1, char_length(w) - 1) AS i
  ) grams
  WHERE g <> ''
$$;
--> statement-breakpoint
-- The grams of a search word, as the query side uses them: bigrams, or the single character of a one-letter word.
CREATE OR REPLACE FUNCTION search_query_grams(word text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE WHEN char_length(lower(word)) = 1 THEN ARRAY[lower(word)]
    ELSE coalesce((SELECT array_agg(DISTINCT substr(lower(word), i, 2)) FROM generate_series(1, char_length(word) - 1) AS i), '{}')
  END
$$;
--> statement-breakpoint
-- array_to_string is only STABLE in general; for text[] it is immutable, which generated columns require.
CREATE OR REPLACE FUNCTION text_array_to_string(items text[], separator text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(items, separator) $$;
