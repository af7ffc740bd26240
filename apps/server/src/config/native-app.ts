/**
 * The native app's settings (issue 29, decision 049): who the store apps are for App Links and Universal Links
 * (`/.well-known/assetlinks.json`, `/.well-known/apple-app-site-association`), and Firebase Cloud Messaging for native
 * push. `FCM_SERVICE_ACCOUNT` (the service account's JSON, or a path to its file) switches the real FCM on; without
 * it the local FCM stand-in sends while the stand-ins are on, and native pushes are not sent otherwise.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";

const APP_ID = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
const SHA256_FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

/** The variables, spread into the environment schema (config/env.ts). */
export const NATIVE_APP_ENV = {
  /** Firebase's service account (JSON, or the path of its file): native push through FCM HTTP v1. */
  FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
  /** The Android app's package name (App Links). */
  ANDROID_PACKAGE: z.string().regex(APP_ID, "kr.mulmung.app 같은 패키지 이름이어야 합니다.").default("kr.mulmung.app"),
  /** The signing certificates' SHA-256 fingerprints (upload key, Play app signing key), comma-separated. */
  ANDROID_CERT_SHA256: z.string().optional(),
  /** The iOS app's bundle id (Universal Links, with APPLE_TEAM_ID). */
  IOS_BUNDLE_ID: z.string().regex(APP_ID, "kr.mulmung.app 같은 번들 ID여야 합니다.").default("kr.mulmung.app"),
};

const NativeAppEnvSchema = z.object({ ...NATIVE_APP_ENV, APPLE_TEAM_ID: z.string().optional() });
type NativeAppEnv = z.output<typeof NativeAppEnvSchema>;

/** Who the apps are, for the site associations. */
export interface NativeAppConfig {
  androidPackage: string;
  /** Upper-case colon-separated SHA-256 fingerprints; none: assetlinks.json associates no app. */
  androidCertSha256: string[];
  iosBundleId: string;
  /** Unset: apple-app-site-association associates no app. */
  appleTeamId?: string;
}

/**
 * FCM HTTP v1 through a service account: an OAuth token from `tokenUri` (a JWT signed with `privateKey`), then
 * `POST {apiBaseUrl}/v1/projects/{projectId}/messages:send`. `standIn`: the local stand-in's (its own key pair, its
 * loopback origin), made when the app starts (services/push/fcm-stand-in.ts).
 */
export interface FcmConfig {
  standIn: boolean;
  projectId: string;
  clientEmail: string;
  privateKey: string;
  privateKeyId?: string;
  tokenUri: string;
  apiBaseUrl: string;
}

export const FCM_API_BASE_URL = "https://fcm.googleapis.com";
const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";

const ServiceAccount = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(3),
  private_key: z.string().includes("PRIVATE KEY"),
  private_key_id: z.string().optional(),
  token_uri: z.url({ protocol: /^https$/ }).optional(),
});

function readServiceAccount(value: string): FcmConfig | string {
  const problem = "- FCM_SERVICE_ACCOUNT: Firebase 서비스 계정 JSON(또는 그 파일 경로)이어야 합니다.";
  let text = value.trim();
  if (!text.startsWith("{")) {
    try {
      text = readFileSync(text, "utf8");
    } catch {
      return `${problem} 파일을 읽을 수 없습니다: ${value}`;
    }
  }
  let parsed: z.infer<typeof ServiceAccount>;
  try {
    parsed = ServiceAccount.parse(JSON.parse(text));
  } catch {
    return `${problem} (project_id, client_email, private_key가 필요합니다)`;
  }
  return {
    standIn: false,
    projectId: parsed.project_id,
    clientEmail: parsed.client_email,
    privateKey: parsed.private_key,
    ...(parsed.private_key_id ? { privateKeyId: parsed.private_key_id } : {}),
    tokenUri: parsed.token_uri ?? GOOGLE_TOKEN_URI,
    apiBaseUrl: FCM_API_BASE_URL,
  };
}

/**
 * The apps' settings and FCM: the real FCM with a service account; "STAND_IN" (filled in when the app starts) while
 * the stand-ins are on; none otherwise. Problems name the variable.
 */
export function parseNativeApp(
  e: NativeAppEnv,
  localStandIns: boolean,
): { nativeApp: NativeAppConfig; fcm?: FcmConfig | "STAND_IN"; problems: string[] } {
  const problems: string[] = [];
  const fingerprints = (e.ANDROID_CERT_SHA256 ?? "")
    .split(",")
    .map((f) => f.trim().toUpperCase())
    .filter(Boolean);
  if (fingerprints.some((f) => !SHA256_FINGERPRINT.test(f))) {
    problems.push("- ANDROID_CERT_SHA256: 앱 서명 인증서의 SHA-256 지문(AB:CD:… 32바이트)을 쉼표로 구분해 적어주세요.");
  }
  const nativeApp: NativeAppConfig = {
    androidPackage: e.ANDROID_PACKAGE,
    androidCertSha256: fingerprints,
    iosBundleId: e.IOS_BUNDLE_ID,
    ...(e.APPLE_TEAM_ID ? { appleTeamId: e.APPLE_TEAM_ID } : {}),
  };
  if (e.FCM_SERVICE_ACCOUNT) {
    const fcm = readServiceAccount(e.FCM_SERVICE_ACCOUNT);
    if (typeof fcm === "string") problems.push(fcm);
    else return { nativeApp, fcm, problems };
  }
  return { nativeApp, ...(localStandIns ? { fcm: "STAND_IN" as const } : {}), problems };
}
