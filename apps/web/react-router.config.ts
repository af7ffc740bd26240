import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // React Router v8's behaviours, each chosen here rather than left to a warning on every build.
  future: {
    // The build through Vite's environment API (v8's only way): the same files, built per environment.
    v8_viteEnvironmentApi: true,
    // A data request for a path ending in "/" asks for `/path/_.data` instead of `/path.data`.
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: loaders would get a RouterContextProvider instead of the plain `{ api, … }` load context
    // (apps/server/src/web/ssr.ts, WebLoadContext), a change to every loader.
    v8_middleware: false,
    // Not yet: the error page's clientLoader (which shows that page when the network is down) would go to a chunk
    // of its own, one more file to fetch for it.
    v8_splitRouteModules: false,
    // Not yet: loaders would see data requests' own URLs (`.data`, `_routes`) in request.url, which some carry on
    // as they are (the return path of a login redirect, redirects that keep the query).
    v8_passThroughRequests: false,
  },
} satisfies Config;
