/**
 * First-load JavaScript of a server-rendered page: every module the page runs before it is interactive, fetched
 * and gzipped as a browser would receive them. Found in the HTML in whichever form it is there:
 *   - `<script src>` and `<link rel="modulepreload" href>` tags (React Router's own output);
 *   - an inline module boot script's imports (`import * as route0 from "/assets/root-….js"`, `import("…")`);
 *   - the deferred boot script of apps/web's first-paint.server.ts (decision 031), which carries React Router's
 *     boot source and its preloads as JSON arguments (`…})("…import(\"/assets/entry.client-….js\")…",["/assets/…"])`):
 *     no tag names a script then, and a tag-only search finds nothing;
 * then each module's static imports (`import{a as b}from"./chunk.js"`), transitively. Lazily imported chunks
 * (`import("./chart.js")`: the chart library, the editor) are not part of it, nor are the route modules that the
 * route manifest inside the boot source merely names. Throws when a page loads no script: 0 bytes is a broken
 * measure, not a light page.
 */
import { gzipSync } from "node:zlib";

/** A static import or re-export in a module (`import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"…"`). */
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']((?:\.{1,2}|\/assets)\/[\w.-]+\.js)["']/g;
/** The boot script's own `import("/assets/entry.client-….js")`, run as soon as the boot script runs. */
const BOOT_IMPORT = /\bimport\(\s*["'](\/assets\/[\w.-]+\.js)["']\s*\)/g;
/** first-paint.server.ts's deferred boot script: `…})("<module source>",["/assets/….js",…])</script>`. */
const DEFERRED_BOOT = /\}\)\(("(?:[^"\\]|\\.)*"),(\[[^\]]*\])\)$/;
const TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>|<link\b([^>]*)>/g;

/** What a module source (the boot script's) loads: its static imports and its top-level `import("…")`s. */
function importsOf(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT), ...source.matchAll(BOOT_IMPORT)].map((m) => m[1] ?? "");
}

/**
 * The modules the page's HTML loads: script `src`s, modulepreload `href`s, and the imports and preloads of the boot
 * script (inline module, or the deferred one's JSON arguments). The route manifest inside the boot source names
 * every route's module; those are only named, not loaded, and are not counted.
 */
export function scriptsInHtml(html: string): string[] {
  const urls = new Set<string>();
  for (const [, scriptAttributes, text = "", linkAttributes] of html.matchAll(TAG)) {
    if (linkAttributes !== undefined) {
      const href = /\bhref="([^"]+\.js)"/.exec(linkAttributes)?.[1];
      if (/\brel="modulepreload"/.test(linkAttributes) && href) urls.add(href);
      continue;
    }
    const src = /\bsrc="([^"]+\.js)"/.exec(scriptAttributes ?? "")?.[1];
    if (src) urls.add(src);
    else if (/\btype="module"/.test(scriptAttributes ?? "")) for (const url of importsOf(text)) urls.add(url);
    else {
      const boot = DEFERRED_BOOT.exec(text.trim());
      if (!boot) continue;
      for (const url of importsOf(JSON.parse(boot[1] ?? '""') as string)) urls.add(url);
      for (const url of JSON.parse(boot[2] ?? "[]") as string[]) urls.add(url);
    }
  }
  urls.delete("");
  return [...urls].filter((url) => url.startsWith("/"));
}

export async function firstLoadJs(base: string, path: string): Promise<{ files: number; gzipBytes: number }> {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const html = await response.text();
  const queue = scriptsInHtml(html);
  if (queue.length === 0) throw new Error(`${path}: no script found in the HTML (the page-weight measure is broken)`);
  const seen = new Set(queue);
  let gzipBytes = 0;
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const script = await fetch(base + url);
    if (!script.ok) throw new Error(`${url}: ${script.status}`);
    const bytes = Buffer.from(await script.arrayBuffer());
    gzipBytes += gzipSync(bytes).length;
    for (const match of bytes.toString("utf8").matchAll(STATIC_IMPORT)) {
      const imported = new URL(match[1] ?? "", base + url).pathname;
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  if (gzipBytes === 0) throw new Error(`${path}: its scripts are empty (the page-weight measure is broken)`);
  return { files: seen.size, gzipBytes };
}
