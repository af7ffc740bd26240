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
  build: {
    assetsInlineLimit: 0,
    // First loads ask for few files: React and React Router in one chunk, the shared components, lib and domain
    // rules in another ("shell"), beside each route's own. Measured on the post page: 27 scripts -> 7 and 137 -> 133 KB
    // gzipped, since dozens of tiny shared chunks each cost a request on a slow phone network. The image viewer stays
    // lazy, and the contract (zod) stays out of the shell.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/,
              priority: 2,
            },
            {
              name: "shell",
              test: (id: string) =>
                /[\\/]apps[\\/]web[\\/]app[\\/](components|lib|styles)[\\/]|[\\/]packages[\\/]domain[\\/]/.test(id) &&
                !/image-viewer|\.server\./.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
