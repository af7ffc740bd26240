import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseNativeApp } from "./native-app.ts";

const defaults = { ANDROID_PACKAGE: "kr.mulmung.app", IOS_BUNDLE_ID: "kr.mulmung.app" };
const { privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const account = {
  type: "service_account",
  project_id: "mulmung-prod",
  private_key_id: "abc123",
  private_key: privateKey,
  client_email: "fcm@mulmung-prod.iam.gserviceaccount.com",
  token_uri: "https://oauth2.googleapis.com/token",
};

describe("parseNativeApp: FCM_SERVICE_ACCOUNT switches the real FCM on", () => {
  it("reads the service account as JSON or from its file", () => {
    const expected = {
      standIn: false,
      projectId: "mulmung-prod",
      clientEmail: account.client_email,
      privateKey,
      privateKeyId: "abc123",
      tokenUri: "https://oauth2.googleapis.com/token",
      apiBaseUrl: "https://fcm.googleapis.com",
    };
    expect(parseNativeApp({ ...defaults, FCM_SERVICE_ACCOUNT: JSON.stringify(account) }, true).fcm).toEqual(expected);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "fcm-")), "service-account.json");
    writeFileSync(file, JSON.stringify(account));
    expect(parseNativeApp({ ...defaults, FCM_SERVICE_ACCOUNT: file }, false).fcm).toEqual(expected);
  });

  it("without it: the local stand-in while the stand-ins are on, else no native push", () => {
    expect(parseNativeApp(defaults, true).fcm).toBe("STAND_IN");
    expect(parseNativeApp(defaults, false).fcm).toBeUndefined();
  });

  it("normalises the signing fingerprints and keeps the Apple team id", () => {
    const fingerprint = Array.from({ length: 32 }, () => "ab").join(":");
    const { nativeApp, problems } = parseNativeApp(
      { ...defaults, ANDROID_CERT_SHA256: ` ${fingerprint} ,`, APPLE_TEAM_ID: "AB12CD34EF" },
      false,
    );
    expect(problems).toEqual([]);
    expect(nativeApp).toEqual({
      androidPackage: "kr.mulmung.app",
      androidCertSha256: [fingerprint.toUpperCase()],
      iosBundleId: "kr.mulmung.app",
      appleTeamId: "AB12CD34EF",
    });
  });
});
