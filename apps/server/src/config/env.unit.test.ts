import { describe, expect, it } from "vitest";
import { clientAddressKey } from "../http/rate-limit.ts";
import { kakaoMapSources, mergeSources, pageCsp } from "../http/security-headers.ts";
import { ConfigError, parseEnv, paymentsOffWarning } from "./env.ts";
import { fastifyTrustProxy, parseTrustProxy } from "./trust-proxy.ts";

const SENDERS = {
  SMTP_URL: "smtp://mailer:secret@mail.example.com:587",
  SMTP_FROM: "물멍 <no-reply@shop.example.com>",
  SMS_PROVIDER: "solapi",
  SOLAPI_API_KEY: "NCSTESTKEY",
  SOLAPI_API_SECRET: "test-secret",
  SMS_FROM: "0212345678",
};

function refusal(env: Record<string, string>): string {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be refused");
}

describe("local stand-ins (LOCAL_STAND_INS)", () => {
  it("are on for the README's local start: PUBLIC_URL unset is http://localhost:$PORT", () => {
    const config = parseEnv({});
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.localStandIns).toBe(true);
    expect(config.mail).toBeUndefined();
    expect(config.sms).toBeUndefined();
  });

  it.each(["http://localhost:8080", "http://127.0.0.1:3000", "http://127.1.2.3", "http://[::1]:3000"])(
    "are on by default for the loopback PUBLIC_URL %s",
    (url) => {
      expect(parseEnv({ PUBLIC_URL: url }).localStandIns).toBe(true);
    },
  );

  it("are never implied by missing keys: a public PUBLIC_URL without senders refuses to start, naming them", () => {
    const message = refusal({ PUBLIC_URL: "https://shop.example.com" });
    expect(message).toContain("LOCAL_STAND_INS");
    for (const name of [
      "SMTP_URL",
      "SMTP_FROM",
      "SMS_PROVIDER=solapi",
      "SOLAPI_API_KEY",
      "SOLAPI_API_SECRET",
      "SMS_FROM",
    ])
      expect(message).toContain(name);
  });

  it("names only what is missing when one channel is configured", () => {
    const message = refusal({
      PUBLIC_URL: "https://shop.example.com",
      SMTP_URL: SENDERS.SMTP_URL,
      SMTP_FROM: SENDERS.SMTP_FROM,
    });
    expect(message).toContain("SOLAPI_API_KEY");
    expect(message).not.toContain("SMTP_FROM");
  });

  it("are off with a public PUBLIC_URL and real senders", () => {
    const config = parseEnv({ PUBLIC_URL: "https://shop.example.com/", ...SENDERS });
    expect(config.publicUrl).toBe("https://shop.example.com");
    expect(config.localStandIns).toBe(false);
    expect(config.mail).toEqual({ smtp: SENDERS.SMTP_URL, from: SENDERS.SMTP_FROM });
    expect(config.sms).toEqual({
      provider: "solapi",
      apiKey: "NCSTESTKEY",
      apiSecret: "test-secret",
      from: "0212345678",
      baseUrl: "https://api.solapi.com",
    });
  });

  it("follow an explicit LOCAL_STAND_INS either way", () => {
    expect(parseEnv({ PUBLIC_URL: "https://staging.example.com", LOCAL_STAND_INS: "true" }).localStandIns).toBe(true);
    expect(refusal({ LOCAL_STAND_INS: "false" })).toMatch(/LOCAL_STAND_INS=false이므로.*SMTP_URL/);
    expect(parseEnv({ LOCAL_STAND_INS: "false", ...SENDERS }).localStandIns).toBe(false);
  });

  it("move the clock only with the stand-ins on", () => {
    expect(parseEnv({ STAND_IN_CLOCK: "true" }).standInClock).toBe(true);
    expect(parseEnv({}).standInClock).toBeUndefined();
    expect(refusal({ STAND_IN_CLOCK: "true", LOCAL_STAND_INS: "false", ...SENDERS })).toContain("STAND_IN_CLOCK");
  });

  it("refuse the old OAUTH_STAND_IN instead of ignoring it", () => {
    expect(refusal({ OAUTH_STAND_IN: "false" })).toContain("LOCAL_STAND_INS");
  });

  it("refuse a half-configured sender even with the stand-ins on", () => {
    expect(refusal({ SMS_PROVIDER: "solapi", SOLAPI_API_KEY: "k" })).toMatch(/SOLAPI_API_SECRET.*SMS_FROM/);
    expect(refusal({ SMTP_HOST: "mail.example.com" })).toContain("SMTP_FROM");
    expect(refusal({ SMTP_HOST: "mail.example.com", SMTP_FROM: "a@example.com", SMTP_USER: "u" })).toContain(
      "SMTP_PASS",
    );
  });

  it("builds SMTP from host, port and credentials", () => {
    const config = parseEnv({
      SMTP_HOST: "mail.example.com",
      SMTP_PORT: "465",
      SMTP_USER: "u",
      SMTP_PASS: "p",
      SMTP_FROM: "a@example.com",
    });
    expect(config.mail?.smtp).toEqual({
      host: "mail.example.com",
      port: 465,
      secure: true,
      auth: { user: "u", pass: "p" },
    });
  });
});

describe("payments (PORTONE_*)", () => {
  const PORTONE = {
    PORTONE_STORE_ID: "store-4f1c2a",
    PORTONE_API_SECRET: "api-secret-value",
    PORTONE_WEBHOOK_SECRET: "whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=",
  };
  const PUBLIC = { PUBLIC_URL: "https://shop.example.com", ...SENDERS };

  it("use the local stand-in with the stand-ins on and no keys, its payments kept in DATA_DIR", () => {
    const { portone } = parseEnv({ DATA_DIR: "/tmp/mulmung-data" });
    expect(portone).toMatchObject({ standIn: true, standInFile: "/tmp/mulmung-data/portone-stand-in.jsonl" });
    expect(portone?.webhookSecret).toMatch(/^whsec_/);
    expect(new Set(Object.values(portone?.channelKeys ?? {})).size).toBe(9);
  });

  it("are off with a public PUBLIC_URL and no keys: the server starts, saying which variables to set", () => {
    const config = parseEnv(PUBLIC);
    expect(config.portone).toBeUndefined();
    const warning = paymentsOffWarning(config);
    expect(warning).toContain("https://shop.example.com에서 온라인 결제를 받을 수 없습니다");
    for (const name of ["PORTONE_STORE_ID", "PORTONE_API_SECRET", "PORTONE_WEBHOOK_SECRET", "PORTONE_CHANNEL_KEY"]) {
      expect(warning).toContain(name);
    }
    expect(paymentsOffWarning(parseEnv({}))).toBeUndefined();
  });

  it("use the real PortOne when every variable is set; one channel key serves every method unless one is named", () => {
    const { portone } = parseEnv({
      ...PUBLIC,
      ...PORTONE,
      PORTONE_CHANNEL_KEY: "channel-key-all",
      PORTONE_CHANNEL_KEY_KAKAOPAY: "channel-key-kakao",
    });
    expect(portone).toMatchObject({
      standIn: false,
      storeId: "store-4f1c2a",
      apiBaseUrl: "https://api.portone.io",
      channelKeys: { CARD: "channel-key-all", VBANK: "channel-key-all", KAKAOPAY: "channel-key-kakao" },
    });
    // Real keys win over the stand-in even for a local PUBLIC_URL.
    expect(parseEnv({ ...PORTONE, PORTONE_CHANNEL_KEY: "k" }).portone?.standIn).toBe(false);
  });

  it("refuse a half-configured PortOne in any mode, naming what is missing", () => {
    const message = refusal({ PORTONE_STORE_ID: "store-4f1c2a", PORTONE_CHANNEL_KEY_CARD: "channel-key-card" });
    expect(message).toContain("결제(PortOne) 설정에 빠진 변수가 있습니다");
    expect(message).toContain("PORTONE_API_SECRET");
    expect(message).toContain("PORTONE_WEBHOOK_SECRET");
    expect(message).toContain("PORTONE_CHANNEL_KEY_MOBILE");
    expect(message).not.toMatch(/PORTONE_CHANNEL_KEY_CARD\b/);
    expect(refusal({ ...PORTONE, PORTONE_WEBHOOK_SECRET: "not-whsec" })).toContain("PORTONE_WEBHOOK_SECRET");
  });
});

describe("address search (POSTCODE_SCRIPT_URL)", () => {
  const PUBLIC = { PUBLIC_URL: "https://shop.example.com", ...SENDERS };

  it("is the local stand-in's script with the stand-ins on and nothing set", () => {
    expect(parseEnv({}).postcode).toEqual({ scriptUrl: "/postcode-stand-in/postcode.v2.js", standIn: true });
  });

  it("is Kakao's own script on a public address (it needs no key), or whatever POSTCODE_SCRIPT_URL names", () => {
    expect(parseEnv(PUBLIC).postcode).toEqual({
      scriptUrl: "https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js",
      standIn: false,
    });
    const named = "https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js";
    expect(parseEnv({ POSTCODE_SCRIPT_URL: named }).postcode).toEqual({ scriptUrl: named, standIn: false });
  });

  it("refuses a script address that is not https", () => {
    expect(refusal({ POSTCODE_SCRIPT_URL: "http://t1.kakaocdn.net/postcode.v2.js" })).toContain("POSTCODE_SCRIPT_URL");
  });
});

describe("TRUST_PROXY", () => {
  it("is off by default", () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
  });

  it("takes a hop count or a list of proxy addresses and networks", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseTrustProxy("10.0.0.1, 10.1.0.0/16,::1,loopback")).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "::1",
      "loopback",
    ]);
  });

  it("refuses true (every hop: the client's own X-Forwarded-For would win) and anything unreadable", () => {
    expect(refusal({ TRUST_PROXY: "true" })).toContain("TRUST_PROXY=1");
    expect(refusal({ TRUST_PROXY: "10.0.0.1,proxy.example.com" })).toContain("proxy.example.com");
    expect(refusal({ TRUST_PROXY: "10.0.0.0/33" })).toContain("10.0.0.0/33");
  });

  it("trusts a hop count's nearest proxy only from loopback or a private network", () => {
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("10.0.0.5", 0)).toBe(true);
    expect(trust("::ffff:192.168.1.2", 0)).toBe(true);
    expect(trust("203.0.113.7", 0)).toBe(false);
    expect(trust("127.0.0.1", 1)).toBe(false);
    const two = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect(two("203.0.113.7", 1)).toBe(true);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(["10.0.0.1"])).toEqual(["10.0.0.1"]);
  });
});

describe("clientAddressKey (rate-limit keys)", () => {
  it("keeps IPv4, unwraps IPv4-mapped IPv6 and counts IPv6 by its /64", () => {
    expect(clientAddressKey("198.51.100.9")).toBe("198.51.100.9");
    expect(clientAddressKey("::ffff:198.51.100.9")).toBe("198.51.100.9");
    expect(clientAddressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("social login keys", () => {
  it("take Kakao's admin key with its client, and refuse it alone", () => {
    const kakao = { KAKAO_CLIENT_ID: "kakao-id", KAKAO_CLIENT_SECRET: "kakao-secret" };
    expect(parseEnv({ ...kakao, KAKAO_ADMIN_KEY: "admin" }).oauth?.kakao).toEqual({
      clientId: "kakao-id",
      clientSecret: "kakao-secret",
      adminKey: "admin",
    });
    expect(parseEnv(kakao).oauth?.kakao).toEqual({ clientId: "kakao-id", clientSecret: "kakao-secret" });
    expect(refusal({ KAKAO_ADMIN_KEY: "admin" })).toContain("KAKAO_ADMIN_KEY");
  });
});

const MAP_KEY = "0123456789abcdef0123456789abcdef";

describe("the store map (KAKAO_JAVASCRIPT_KEY, decision 051)", () => {
  const PUBLIC = { PUBLIC_URL: "https://shop.example.com", ...SENDERS };

  it("is Kakao's SDK with the key, autoload off and the clusterer library, stand-ins or not", () => {
    const sdk = `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${MAP_KEY}&autoload=false&libraries=clusterer`;
    expect(parseEnv({ KAKAO_JAVASCRIPT_KEY: MAP_KEY }).kakaoMap).toEqual({ scriptUrl: sdk, standIn: false });
    expect(parseEnv({ ...PUBLIC, KAKAO_JAVASCRIPT_KEY: MAP_KEY }).kakaoMap).toEqual({
      scriptUrl: sdk,
      standIn: false,
    });
  });

  it("is the local stand-in without a key while the stand-ins are on, and no map on a public address", () => {
    expect(parseEnv({}).kakaoMap).toEqual({ scriptUrl: "/kakao-map-stand-in/sdk.js", standIn: true });
    expect(parseEnv(PUBLIC).kakaoMap).toEqual({ standIn: false });
  });

  it("refuses a key that is not a Kakao key (it lands in a script address)", () => {
    expect(() => parseEnv({ KAKAO_JAVASCRIPT_KEY: "abc&autoload=true" })).toThrow(ConfigError);
  });

  it("opens the page policy to Kakao's map origins only for the real SDK", () => {
    const withKey = pageCsp("n", kakaoMapSources(parseEnv({ KAKAO_JAVASCRIPT_KEY: MAP_KEY }).kakaoMap));
    expect(withKey).toContain(
      "script-src 'self' https://dapi.kakao.com https://t1.daumcdn.net https://t1.kakaocdn.net",
    );
    expect(withKey).toContain("connect-src 'self' https://dapi.kakao.com;");
    for (const env of [{}, PUBLIC]) {
      const policy = pageCsp("n", kakaoMapSources(parseEnv(env).kakaoMap));
      expect(policy).not.toMatch(/kakao|daum/);
      expect(policy).toContain("connect-src 'self';");
    }
  });

  it("merges with the postcode widget's origins, each once", () => {
    const merged = mergeSources(
      { script: ["https://t1.kakaocdn.net", "https://t1.daumcdn.net"], frame: ["https://postcode.map.kakao.com"] },
      kakaoMapSources(parseEnv({ KAKAO_JAVASCRIPT_KEY: MAP_KEY }).kakaoMap),
    );
    expect(merged).toEqual({
      script: ["https://t1.kakaocdn.net", "https://t1.daumcdn.net", "https://dapi.kakao.com"],
      frame: ["https://postcode.map.kakao.com"],
      connect: ["https://dapi.kakao.com"],
    });
  });
});
