/**
 * Kakao's postcode widget (주소 검색, decision 037). The page loads the script the server names in the root loader
 * (`postcodeScriptUrl`: Kakao's https://t1.kakaocdn.net/…/postcode.v2.js, or the local stand-in's
 * /postcode-stand-in/postcode.v2.js while the stand-ins are on) and draws the widget into an element:
 *   const Postcode = await loadPostcode(url);           // null: the script could not load (offline, blocked)
 *   new Postcode({ oncomplete(data) { … }, width: "100%", height: "100%" }).embed(element, { autoClose: true });
 * Both scripts define `kakao.Postcode` (and the older `daum.Postcode`), so the app has one path.
 */
import { useRouteLoaderData } from "react-router";

/** The fields of Kakao's `oncomplete(data)` this app reads (the full list: postcode.map.kakao.com/guide). */
export interface PostcodeData {
  zonecode: string;
  address: string;
  addressType: "R" | "J";
  /** Which address the person picked: road (R) or lot (J). */
  userSelectedType: "R" | "J";
  roadAddress: string;
  jibunAddress: string;
  /** Filled when the search found the other kind of address. */
  autoRoadAddress: string;
  autoJibunAddress: string;
  buildingName: string;
  apartment: "Y" | "N";
  /** 법정동·법정리. */
  bname: string;
  sido: string;
  sigungu: string;
}

export interface PostcodeOptions {
  oncomplete: (data: PostcodeData) => void;
  onresize?: (size: { width: number; height: number }) => void;
  onclose?: (state: "FORCE_CLOSE" | "COMPLETE_CLOSE") => void;
  width?: string | number;
  height?: string | number;
  focusInput?: boolean;
}

export interface PostcodeWidget {
  embed: (element: HTMLElement, options?: { q?: string; autoClose?: boolean }) => void;
}

export type PostcodeConstructor = new (options: PostcodeOptions) => PostcodeWidget;

interface PostcodeScope {
  kakao?: { Postcode?: PostcodeConstructor; postcode?: { load?: (callback: () => void) => void } };
  daum?: { Postcode?: PostcodeConstructor; postcode?: { load?: (callback: () => void) => void } };
}

/** How long a script may take before the dialog says it could not load. */
const LOAD_TIMEOUT_MS = 15_000;

let loading: { url: string; promise: Promise<PostcodeConstructor | null> } | null = null;

function found(): PostcodeConstructor | null {
  const scope = globalThis as PostcodeScope;
  return scope.kakao?.Postcode ?? scope.daum?.Postcode ?? null;
}

/**
 * The widget's constructor, loading the script on first use; null when it cannot load (the next call tries
 * again, so 다시 시도 works).
 */
export function loadPostcode(url: string): Promise<PostcodeConstructor | null> {
  const ready = found();
  if (ready) return Promise.resolve(ready);
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<PostcodeConstructor | null>((resolve) => {
    const script = document.createElement("script");
    let settled = false;
    const settle = (value: PostcodeConstructor | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!value) {
        script.remove();
        loading = null;
      }
      resolve(value);
    };
    const timer = setTimeout(() => settle(null), LOAD_TIMEOUT_MS);
    script.src = url;
    script.async = true;
    script.addEventListener("error", () => settle(null));
    script.addEventListener("load", () => {
      // Kakao's loader may fetch its core script first; `postcode.load` calls back once Postcode is there.
      const scope = globalThis as PostcodeScope;
      const load = scope.kakao?.postcode?.load ?? scope.daum?.postcode?.load;
      if (load) load(() => settle(found()));
      else settle(found());
    });
    document.head.appendChild(script);
  });
  loading = { url, promise };
  return promise;
}

/** The script the server configured (root loader), or undefined outside the root route. */
export function usePostcodeScriptUrl(): string | undefined {
  return (useRouteLoaderData("root") as { postcodeScriptUrl?: string } | undefined)?.postcodeScriptUrl;
}
