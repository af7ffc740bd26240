import { describe, expect, it } from "vitest";
import { addressMatcher } from "./address-list.ts";
import { ConfigError, parseEnv } from "./env.ts";

describe("DRAIN_SECONDS and METRICS_ALLOW", () => {
  it("drain 5 s with DATABASE_URL (instances behind a balancer), none with the embedded database", () => {
    expect(parseEnv({}).operations).toEqual({ drainSeconds: 0, metricsAllow: ["127.0.0.0/8", "::1"] });
    expect(parseEnv({ DATABASE_URL: "postgres://app@db.internal/mulmung" }).operations?.drainSeconds).toBe(5);
    expect(parseEnv({ DRAIN_SECONDS: "12" }).operations?.drainSeconds).toBe(12);
    expect(() => parseEnv({ DRAIN_SECONDS: "61" })).toThrow(ConfigError);
  });

  it("METRICS_ALLOW takes IP addresses and CIDRs, and refuses anything else by name", () => {
    expect(parseEnv({ METRICS_ALLOW: " 10.0.0.0/8, 192.0.2.7 ,fd00::/8" }).operations?.metricsAllow).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "fd00::/8",
    ]);
    expect(() => parseEnv({ METRICS_ALLOW: "10.0.0.0/8,prometheus.internal,10.0.0.0/33" })).toThrow(
      "METRICS_ALLOW에 주소로 읽을 수 없는 값이 있습니다: prometheus.internal, 10.0.0.0/33",
    );
  });

  it("matches addresses in the list, IPv4-mapped IPv6 addresses as their IPv4 selves", () => {
    const allowed = addressMatcher(["10.0.0.0/8", "192.0.2.7", "::1", "fd00::/8"]);
    for (const ip of ["10.255.0.1", "::ffff:10.1.1.1", "192.0.2.7", "::1", "fd12::5"])
      expect(allowed(ip), ip).toBe(true);
    for (const ip of ["11.0.0.1", "192.0.2.8", "127.0.0.1", "fe80::1", "not-an-ip"])
      expect(allowed(ip), ip).toBe(false);
  });
});
