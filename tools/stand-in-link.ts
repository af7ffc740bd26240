/**
 * `npm run stand-in-link`: prints the link that lets this computer's browser use the local stand-ins (test
 * payments, the outbox of phone codes and reset links, the social-login stand-in). It reads the stand-in key from
 * DATA_DIR/secrets.json (written at the server's first start; STAND_IN_KEY overrides it) and PUBLIC_URL or
 * http://localhost:PORT. The server never prints the key itself.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unlockLink } from "../apps/server/src/http/stand-in-key.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dataDir = path.resolve(root, process.env.DATA_DIR ?? "./data");
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

let key = process.env.STAND_IN_KEY;
if (!key) {
  const file = path.join(dataDir, "secrets.json");
  const secrets = JSON.parse(await readFile(file, "utf8").catch(() => "{}")) as { standInKey?: string };
  key = secrets.standInKey;
  if (!key) {
    console.error(`${file}에 standInKey가 없습니다. npm start로 서버를 한 번 시작한 뒤 다시 실행해 주세요.`);
    process.exit(1);
  }
}
console.log(unlockLink(publicUrl, key));
