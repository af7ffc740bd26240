/**
 * The site associations that let the store apps open this site's links (decision 049): Android App Links
 * (`/.well-known/assetlinks.json`, Digital Asset Links) and iOS Universal Links
 * (`/.well-known/apple-app-site-association`). The apps' intent filters and associated domains name this host; these
 * files are the site's half. Without the signing fingerprints or the Apple team id they associate no app (the link
 * opens the site), so a deployment before the store release serves valid, empty documents.
 */
import type { NativeAppConfig } from "../../config/native-app.ts";

/** The paths the app never takes over: the API (OAuth callbacks among them), built assets, the stand-ins. */
const SITE_ONLY_PATHS = ["/api/*", "/assets/*", "/.well-known/*", "/stand-in/*", "/*-stand-in/*"];

export const DEFAULT_NATIVE_APP: NativeAppConfig = {
  androidPackage: "kr.mulmung.app",
  androidCertSha256: [],
  iosBundleId: "kr.mulmung.app",
};

/** Digital Asset Links: the app (package and signing fingerprints) may handle this site's https links. */
export function assetLinks(app: NativeAppConfig) {
  if (app.androidCertSha256.length === 0) return [];
  return [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: app.androidPackage,
        sha256_cert_fingerprints: app.androidCertSha256,
      },
    },
  ];
}

/**
 * Universal Links (iOS 13+ `appIDs` and `components`; `paths` for older systems): every path of the site but the
 * ones above. The team id and bundle id make the app id (`TEAMID.kr.mulmung.app`).
 */
export function appleAppSiteAssociation(app: NativeAppConfig) {
  if (!app.appleTeamId) return { applinks: { details: [] } };
  const appId = `${app.appleTeamId}.${app.iosBundleId}`;
  return {
    applinks: {
      details: [
        {
          appIDs: [appId],
          components: [...SITE_ONLY_PATHS.map((path) => ({ "/": path, exclude: true })), { "/": "/*" }],
          appID: appId,
          paths: [...SITE_ONLY_PATHS.map((path) => `NOT ${path}`), "*"],
        },
      ],
    },
    webcredentials: { apps: [appId] },
  };
}
