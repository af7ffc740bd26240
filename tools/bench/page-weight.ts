/**
 * First-load JavaScript of a server-rendered page: every script the HTML loads or preloads (module scripts,
 * modulepreload links, the inline `import()` of React Router's entry), fetched and gzipped as a browser would
 * receive them. Lazily imported chunks (the chart library, the editor) are not part of it.
 */
import { gzipSync } from "node:zlib";

const SCRIPT_URL = /(?:src|href)="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g;

export async function firstLoadJs(base: string, path: string): Promise<{ files: number; gzipBytes: number }> {
  const response = await fetch(base + path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const html = await response.text();
  const urls = new Set<string>();
  for (const match of html.matchAll(SCRIPT_URL)) urls.add(match[1] ?? match[2] ?? "");
  urls.delete("");
  let gzipBytes = 0;
  for (const url of urls) {
    const script = await fetch(base + url);
    if (!script.ok) throw new Error(`${url}: ${script.status}`);
    gzipBytes += gzipSync(Buffer.from(await script.arrayBuffer())).length;
  }
  return { files: urls.size, gzipBytes };
}
