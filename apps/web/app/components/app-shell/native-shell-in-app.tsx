/**
 * The app's additions (native-shell.tsx), loaded only in the app: in a browser (and on the server, and during
 * hydration) the platform is null and nothing is fetched, so the web's first load carries none of the back button,
 * keyboard, status bar, update prompt or deep-link code. In the app the chunk loads right after hydration.
 */
import type { ServiceSettingItem } from "@mulmung/contract/site-content";
import { lazy, Suspense } from "react";
import { useNativePlatform } from "../../lib/native/platform.ts";

const NativeShell = lazy(() => import("./native-shell.tsx").then((module) => ({ default: module.NativeShell })));

export function NativeShellInApp({ serviceSettings }: { serviceSettings: readonly ServiceSettingItem[] }) {
  if (useNativePlatform() === null) return null;
  return (
    <Suspense fallback={null}>
      <NativeShell serviceSettings={serviceSettings} />
    </Suspense>
  );
}
