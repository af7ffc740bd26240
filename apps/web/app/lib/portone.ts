/** The PortOne browser SDK for every payment window (orders, the magazine). */

/** Where the local PortOne stand-in serves its payment window script (only while the stand-ins are on). */
const STAND_IN_SCRIPT = "/portone-stand-in/browser-sdk.js";

function loadScript(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.addEventListener("load", () => resolve(true));
    script.addEventListener("error", () => resolve(false));
    document.head.appendChild(script);
  });
}

/**
 * The browser SDK, loaded on first use (its own chunk). Its loader uses `window.PortOne` when one exists at the
 * first call and otherwise injects PortOne's CDN script; so the local stand-in's window script, which defines
 * `window.PortOne`, is tried first from this origin. Where the stand-in is off that address is not a script and
 * the real one loads.
 */
export async function loadPortOne() {
  const scope = globalThis as { PortOne?: unknown };
  if (!scope.PortOne) await loadScript(STAND_IN_SCRIPT);
  return (await import("@portone/browser-sdk/v2")).default;
}
