import { defineConfig } from "drizzle-kit";

// The core tables live in src/db/schema.ts; a module may keep its own tables in src/modules/<module>/schema.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./apps/server/src/db/schema.ts", "./apps/server/src/modules/*/schema.ts"],
  out: "./apps/server/drizzle",
});
