/**
 * `cap copy` / `cap sync` hook (`capacitor:copy:before` in package.json): writes `www/server-url.js`, the address the
 * bundled pages (index.html, offline.html's 다시 시도) go to, from the config the CLI hands its hooks. Not committed:
 * it follows the build's PUBLIC_URL.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

const config = JSON.parse(process.env.CAPACITOR_CONFIG ?? "{}") as { server?: { url?: string } };
const url = config.server?.url;
if (!url) throw new Error("capacitor.config.ts names no server.url");
const webDir = process.env.CAPACITOR_WEB_DIR ?? path.join(import.meta.dirname, "www");
writeFileSync(path.join(webDir, "server-url.js"), `window.MULMUNG_SERVER_URL = ${JSON.stringify(url)};\n`);
