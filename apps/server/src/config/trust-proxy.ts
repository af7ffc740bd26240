/**
 * TRUST_PROXY: which proxies in front of the app to believe about the client's address (decision 011). Parsed at
 * start-up (config/env.ts) and handed to Fastify (app.ts).
 */
import { addressMatcher, invalidAddresses } from "./address-list.ts";

/** Fastify's trustProxy: off, a number of trusted hops, or the trusted proxies' addresses / CIDRs. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Loopback and private networks: where a reverse proxy in front of the app sits. */
const isPrivatePeer = addressMatcher([
  "127.0.0.0/8",
  "10.0.0.0/8",
  "172.16.0.0/12",
  "192.168.0.0/16",
  "169.254.0.0/16",
  "::1/128",
  "fc00::/7",
  "fe80::/10",
]);

/**
 * Fastify's trustProxy for a TRUST_PROXY value. A hop count trusts that many proxies counted from the app, and the
 * nearest one only when it connects from loopback or a private network (Fastify itself refuses bare hop counts: a
 * client reaching the app port directly could otherwise write its own X-Forwarded-For).
 */
export function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value;
  const hops = value;
  return (address, hop) => hop < hops && (hop > 0 || isPrivatePeer(address));
}

/** TRUST_PROXY: `false`, a hop count, or a comma list of addresses / CIDRs; `true` is refused. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") {
    return {
      error:
        "TRUST_PROXY=true는 모든 프록시를 믿어, 클라이언트가 직접 쓴 X-Forwarded-For 주소를 받아들입니다. 앞단 프록시 수(예: TRUST_PROXY=1)나 프록시 주소 목록(예: TRUST_PROXY=127.0.0.1,10.0.0.0/8)을 적어주세요. (TRUST_PROXY=true trusts every hop; give the number of proxies or their addresses.)",
    };
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((v) => v.trim());
  const bad = invalidAddresses(entries, PROXY_NAMES);
  if (bad.length > 0) {
    return {
      error: `TRUST_PROXY에 주소로 읽을 수 없는 값이 있습니다: ${bad.join(", ")} (false, 프록시 수, 또는 쉼표로 구분한 주소·CIDR)`,
    };
  }
  return entries;
}
