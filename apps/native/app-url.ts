/**
 * The address the app opens: the build's `PUBLIC_URL`, else the production site. Read by `capacitor.config.ts` and
 * by `sync.ts` (the offline page's 다시 시도 goes there); one function, so both agree.
 */
export const PRODUCTION_URL = "https://mulmung.kr";

export function appServerUrl(publicUrl: string | undefined): URL {
  const text = publicUrl?.trim() || PRODUCTION_URL;
  const url = new URL(text);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`PUBLIC_URL must be http(s): ${text}`);
  // The app starts at the site's root, whatever path PUBLIC_URL names.
  return new URL("/", url);
}
