import { defineConfig } from "drizzle-kit";

// The schema index: it re-exports every module's tables (src/modules/<module>/schema.ts) and holds the shared ones.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./apps/server/src/db/schema.ts"],
  out: "./apps/server/drizzle",
});
