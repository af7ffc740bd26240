/**
 * What the app adds to the site (decision 048), switched on only in the app (`Capacitor.isNativePlatform()`), after
 * hydration: `<html data-native>` (safe areas, styles/global.css), the back button's rules, the keyboard, the status
 * bar per screen, the update prompt, deep links and notification taps (lib/native/deep-links.ts). A chunk of its
 * own that only the app loads (native-shell-in-app.tsx): a browser never fetches it.
 */
import type { ServiceSettingItem } from "@mulmung/contract/site-content";
import { useEffect, useRef, useState } from "react";
import { useMatches, useNavigate } from "react-router";
import { installBackButton } from "../../lib/native/back-button.ts";
import { useNativeLinks } from "../../lib/native/deep-links.ts";
import { installKeyboard } from "../../lib/native/keyboard.ts";
import { useNativePlatform } from "../../lib/native/platform.ts";
import { applyStatusBar, statusBarColorOf, useStatusBarOverride } from "../../lib/native/status-bar.ts";
import { type AppUpdate, checkAppUpdate, putOffAppUpdate, UPDATE_MESSAGE } from "../../lib/native/update-prompt.ts";
import buttons from "../button.module.css";
import { Dialog } from "../dialog.tsx";
import { useToast } from "../toast.tsx";

export function NativeShell({ serviceSettings }: { serviceSettings: readonly ServiceSettingItem[] }) {
  const platform = useNativePlatform();
  useNativeLinks();
  const navigate = useNavigate();
  const toast = useToast();
  const screenColor = statusBarColorOf(useMatches());
  const statusBarColor = useStatusBarOverride() ?? screenColor;
  const [update, setUpdate] = useState<AppUpdate | null>(null);
  // The listeners live as long as the app; they reach the latest navigate and toast through these.
  const latest = useRef({ navigate, toast });
  latest.current = { navigate, toast };

  useEffect(() => {
    if (!platform) return;
    document.documentElement.dataset.native = platform;
    const stopBack = installBackButton({
      navigate: (to, options) => latest.current.navigate(to, options),
      toast: (message) => latest.current.toast.bottom(message),
    });
    const stopKeyboard = installKeyboard();
    return () => {
      stopBack();
      stopKeyboard();
    };
  }, [platform]);

  useEffect(() => {
    if (platform) void applyStatusBar(platform, statusBarColor);
  }, [platform, statusBarColor]);

  useEffect(() => {
    if (!platform) return;
    let live = true;
    checkAppUpdate(platform, serviceSettings, window.localStorage)
      .then((due) => {
        if (live) setUpdate(due);
      })
      .catch(() => {
        // No version to compare (an old shell): nothing to ask.
      });
    return () => {
      live = false;
    };
  }, [platform, serviceSettings]);

  if (!platform || !update) return null;
  const later = () => {
    putOffAppUpdate();
    setUpdate(null);
  };
  return (
    <Dialog
      open
      role="alertdialog"
      onCancel={later}
      title={UPDATE_MESSAGE.title}
      cancelText={UPDATE_MESSAGE.later}
      actions={
        // A link to another site leaves the app's web view for the store app (Capacitor opens it outside).
        <a className={buttons.primary} href={update.storeUrl} data-update-link>
          {UPDATE_MESSAGE.update}
        </a>
      }
    >
      {UPDATE_MESSAGE.detail(update.installed, update.minimum)}
    </Dialog>
  );
}
