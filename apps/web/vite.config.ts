import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type InlineConfig, type Plugin } from "vite";

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

/**
 * React Router 7 (7.18.4, the last of 7.x) starts Vite servers of its own with `envFile: false`, which Vite 8
 * deprecates with a warning each time: where those servers take our plugins (its route-module compiler), the
 * option is put as Vite now spells it, `envDir: false` (the same: no .env files). React Router 8 does so itself
 * (remix-run/react-router#15230). Its config loader takes no plugins and still warns, once a build.
 */
function envDirNotEnvFile(): Plugin {
  return {
    name: "mulmung:env-dir-not-env-file",
    enforce: "pre",
    config(config) {
      const inline: InlineConfig = config;
      if (inline.envFile === false) {
        delete inline.envFile;
        inline.envDir = false;
      }
    },
  };
}

/**
 * React Router's package exports point every bundler at its development build (`dist/development`), which differs
 * from `dist/production` only by `ENABLE_DEV_WARNINGS = true`: route and navigation warnings (with their text) that
 * the browser's bundle carried and ran. The browser's build takes the production one. Only the client's: the server
 * build leaves react-router to Node, and the two render alike (the builds differ in warnings and in React Router's
 * default error and loading screens, which this app replaces with its own).
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: "mulmung:react-router-production-build",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (this.environment.config.consumer !== "client" || !/^react-router(\/dom)?$/.test(id)) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: resolved.id.replace(/([\\/])dist[\\/]development[\\/]/, "$1dist$1production$1") };
    },
  };
}

/**
 * Shared code that only some features use (the consoles' parts, comments, the photo picker, the claim, refund and
 * report forms' pieces, the address and payment scripts' loaders, switches, tabs and fact lists, the rules of orders,
 * claims, moderation, settlement and the app's version): split with the routes that import it, not in the shell
 * every page loads. Kept in the shell: what the root, home, product list and product pages' first loads use.
 */
const FEATURE_KIT =
  /components[\\/](comments|console-|photo-picker|reason-dialog|report-dialog|use-drag-order|form-validation|use-logout|switch|page-section|facts|tabs\.module|choices\.module|print-sheet)|lib[\\/](postcode|portone|use-api-action|use-more-pages|seoul-input|category-paths)\.|domain[\\/]src[\\/](carriers|banks|limits|order-status|moderation|operator|claim|review|store-access|settlement|site-content|ad-message|state-machines|app-version)\./;

/** The shell's parts that hydrate later (components/app-shell/shell-parts.ts): their own chunk, not the shell's. */
const SHELL_LATER = /app-shell[\\/](shell-parts|left-panel|site-footer|bottom-tab-bar|maintenance-notice|icons)\.tsx?$/;

export default defineConfig({
  plugins: [envDirNotEnvFile(), serverImportsWorkspacePackages(), reactRouterProductionBuild(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // First loads ask for few files: React and React Router in one chunk, the shared components, lib and domain
    // rules in another ("shell"), beside each route's own. Measured on the post page: 27 scripts -> 7 and 137 -> 133 KB
    // gzipped, since dozens of tiny shared chunks each cost a request on a slow phone network. The image viewer and the
    // rich-text editor stay lazy, the contract (zod) stays out of the shell, and so does lib/native: the app's
    // Capacitor plugins load on first use, in the app, and the web's first load carries none of them. FEATURE_KIT
    // stays out too: the shell 41.5 -> 34.0 KB, the product page 172.7 -> 165.7 KB and the list 158.3 -> 151.3 KB in
    // as many files as before. Then the app's own additions (native-shell), the shell's parts that hydrate later
    // (SHELL_LATER) and more of FEATURE_KIT: the shell 34.0 -> 27.3 KB (and 4.1 KB after the first load).
    rolldownOptions: {
      // Not the "JavaScript callbacks ran for 3.8s of this 4.1s build" advice: it comes when the machine is busy
      // (`npm test` builds beside other phases) and names React Router's own plugins; nothing of ours to change.
      // Nor the "dynamically imported but also statically imported" warning: a page that hydrates a part later
      // (components/hydrate-later.tsx: the product page's coupons and bookmark) imports it dynamically while other
      // pages import it statically, and the split is effective for that page, which is the point.
      checks: { bundlerTimings: false, ineffectiveDynamicImport: false },
      output: {
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/,
              priority: 3,
            },
            {
              // The small catalogue pieces that the home, product list and product pages all load (a card's price,
              // badges and text, the list's address): one file instead of three or four on each. After the shell, which
              // keeps the shared code these import.
              name: "catalog-card",
              test: /features[\\/]catalog[\\/](trade-badges|original-price|card-messages|dates|product-list-href|product-card\.module|product-grid\.module)\./,
              priority: 1,
            },
            {
              name: "shell",
              test: (id: string) =>
                /[\\/]apps[\\/]web[\\/]app[\\/](components|lib|styles)[\\/]|[\\/]packages[\\/]domain[\\/]/.test(id) &&
                !/image-viewer|rich-text-editor|native-shell\.|lib[\\/]native[\\/]|\.server\./.test(id) &&
                !SHELL_LATER.test(id) &&
                !FEATURE_KIT.test(id),
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
