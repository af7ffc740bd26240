import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The server build imports the workspace packages at run time instead of bundling its own copy: the server process
 * has already loaded them (`@mulmung/contract/...` resolves to the same `.ts` files for both), so there is one copy
 * of each module. A second copy of @mulmung/contract would register its schema ids (`Member`, ...) in zod's global
 * registry again, and the OpenAPI document would fail with "Duplicate schema id". A plugin rather than
 * `resolve.external`, because Vite only externalizes `.js` files found through a package name.
 */
function serverImportsWorkspacePackages(): Plugin {
  return {
    name: "mulmung:server-imports-workspace-packages",
    enforce: "pre",
    resolveId(id) {
      if (this.environment.config.consumer === "server" && /^@mulmung\/(contract|domain)\//.test(id)) {
        return { id, external: true };
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [serverImportsWorkspacePackages(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
