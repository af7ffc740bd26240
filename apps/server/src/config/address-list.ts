/**
 * Comma lists of IP addresses and CIDRs in the environment (TRUST_PROXY, METRICS_ALLOW): which entries do not read
 * as one, and a matcher for the ones that do.
 */
import { BlockList, isIP } from "node:net";

/** The entries that are neither an IP address nor `address/prefix`; `names` are words the caller accepts too. */
export function invalidAddresses(entries: string[], names: ReadonlySet<string> = new Set()): string[] {
  return entries.filter((entry) => {
    if (names.has(entry)) return false;
    const [address, prefix, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    if (family === 0 || rest.length > 0) return true;
    if (prefix === undefined) return false;
    return !/^\d+$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128);
  });
}

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, how a dual-stack socket reports IPv4 peers) as its IPv4 self. */
function unmapped(ip: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

/** Whether an address falls in one of `entries` (valid addresses and CIDRs, see `invalidAddresses`). */
export function addressMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = unmapped(entry).split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (ip) => {
    const address = unmapped(ip);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? "ipv4" : "ipv6");
  };
}
