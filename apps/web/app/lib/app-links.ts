/**
 * Links to the native apps. SPEC.md section 9 says store ids exist but does not give them, so these
 * point at the stores' search for 물멍 until the ids are known; change them here only.
 */
export const APP_LINK = {
  appStore: "https://apps.apple.com/kr/search?term=%EB%AC%BC%EB%A9%8D",
  googlePlay: "https://play.google.com/store/search?q=%EB%AC%BC%EB%A9%8D&c=apps",
} as const;

/** The store for this device: Google Play on Android, else the App Store. */
export function appStoreLinkFor(userAgent: string): string {
  return /android/i.test(userAgent) ? APP_LINK.googlePlay : APP_LINK.appStore;
}
