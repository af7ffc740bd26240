/** Small SQL helpers shared by repositories. */
import { type SQL, sql } from "drizzle-orm";

/**
 * ORDER BY direction matching the indexes: drizzle-kit writes `.desc()` indexes as DESC NULLS LAST, while a
 * bare `DESC` means NULLS FIRST, and a mismatch makes PostgreSQL sort instead of walking the index.
 * (Our ordered columns are NOT NULL, so the nulls clause changes no result.)
 */
export function direction(value: "ASC" | "DESC"): SQL {
  return value === "ASC" ? sql`asc nulls first` : sql`desc nulls last`;
}
