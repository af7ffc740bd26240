/**
 * Security headers on every response: the set helmet sends by default, written from two header objects built
 * once at start-up instead of helmet's per-request middleware (which cost about 40% of a cached list's
 * throughput; docs/decisions/009-security-headers-precomputed.md).
 *
 * - API answers (`/api/...`) are JSON: the API set below, with a CSP that allows nothing (`default-src 'none'`).
 * - Pages get the app's CSP with a fresh nonce per response for the inline scripts React Router emits; the nonce
 *   is left on `reply.raw.cspNonce` for the renderer. Hashed assets get the page set without a nonce.
 * Routes that need another policy (uploads, the API docs) overwrite `content-security-policy` themselves.
 *
 * HSTS only where the request is https: always when PUBLIC_URL is https (the app is served over https, perhaps
 * through a proxy), else when the request itself is (TLS, or X-Forwarded-Proto from a trusted proxy). Over plain
 * http the header means nothing to a browser and only misleads.
 */
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { PostcodeConfig } from "../config/env.ts";
import type { KakaoMapConfig } from "../config/kakao-map.ts";

declare module "node:http" {
  interface ServerResponse {
    /** Per-response CSP nonce for the inline scripts React Router emits. */
    cspNonce?: string;
  }
}

const COMMON: Record<string, string> = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  // no-referrer makes browsers send `Origin: null` on form posts, which React Router rightly refuses.
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/**
 * What the page policy allows beyond this origin: Kakao's postcode widget when it is the real one (decision 037),
 * Kakao's map SDK when KAKAO_JAVASCRIPT_KEY is set (decision 051).
 */
export interface PageSources {
  script: readonly string[];
  frame: readonly string[];
  connect?: readonly string[];
}

const NO_SOURCES: PageSources = { script: [], frame: [] };

/**
 * Kakao's postcode widget: its loader and core scripts come from Kakao's CDN (t1.kakaocdn.net since 2026, the
 * older t1.daumcdn.net still answering) and it draws itself in a frame from postcode.map.kakao.com (the older
 * postcode.map.daum.net redirects there), so both are allowed.
 */
export const KAKAO_POSTCODE_SOURCES: PageSources = {
  script: ["https://t1.kakaocdn.net", "https://t1.daumcdn.net"],
  frame: ["https://postcode.map.kakao.com", "https://postcode.map.daum.net"],
};

/** Nothing for the local stand-in (same origin); the configured script's origin and Kakao's for the real one. */
export function postcodeSources(postcode: PostcodeConfig): PageSources {
  if (postcode.standIn) return NO_SOURCES;
  const origin = new URL(postcode.scriptUrl).origin;
  return {
    script: [...new Set([origin, ...KAKAO_POSTCODE_SOURCES.script])],
    frame: KAKAO_POSTCODE_SOURCES.frame,
  };
}

/**
 * Kakao Maps' SDK: the loader from dapi.kakao.com, which adds its core and library scripts from Kakao's CDN
 * (t1.daumcdn.net, t1.kakaocdn.net since 2026) and asks dapi.kakao.com for the key's check; map tiles are images,
 * which `img-src https:` already allows.
 */
export const KAKAO_MAP_SOURCES: PageSources = {
  script: ["https://dapi.kakao.com", "https://t1.daumcdn.net", "https://t1.kakaocdn.net"],
  frame: [],
  connect: ["https://dapi.kakao.com"],
};

/** Kakao's map origins only when the real SDK is configured (a key); nothing for the stand-in or no map. */
export function kakaoMapSources(kakaoMap: KakaoMapConfig): PageSources {
  return kakaoMap.scriptUrl && !kakaoMap.standIn ? KAKAO_MAP_SOURCES : NO_SOURCES;
}

/** Both lists of outside sources in one, each origin once. */
export function mergeSources(...all: PageSources[]): PageSources {
  const union = (pick: (sources: PageSources) => readonly string[] | undefined) => [
    ...new Set(all.flatMap((sources) => pick(sources) ?? [])),
  ];
  const connect = union((sources) => sources.connect);
  return {
    script: union((sources) => sources.script),
    frame: union((sources) => sources.frame),
    ...(connect.length > 0 ? { connect } : {}),
  };
}

/** The page policy; `script-src` gains the response's nonce. */
export function pageCsp(nonce?: string, sources: PageSources = NO_SOURCES): string {
  const scripts = sources.script.map((source) => ` ${source}`).join("");
  const connects = (sources.connect ?? []).map((source) => ` ${source}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}${nonce ? ` 'nonce-${nonce}'` : ""}`,
    ...(sources.frame.length > 0 ? [`frame-src 'self' ${sources.frame.join(" ")}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src 'self'${connects}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "script-src-attr 'none'",
  ].join(";");
}

export const API_CSP = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

/**
 * JSON answers carry what the OWASP REST Security Cheat Sheet lists for APIs; the rest of the page set (referrer,
 * DNS prefetch, download options, XSS auditor, cross-domain policies, origin-agent-cluster, COOP) only means
 * something for documents. Fewer headers are measurably cheaper per answer (decision 009).
 */
const API_HEADERS = {
  "content-security-policy": API_CSP,
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};
const ASSET_HEADERS = { ...COMMON, "content-security-policy": pageCsp() };

export const HSTS = { "strict-transport-security": "max-age=31536000; includeSubDomains" };
const API_HEADERS_HTTPS = { ...API_HEADERS, ...HSTS };
const ASSET_HEADERS_HTTPS = { ...ASSET_HEADERS, ...HSTS };
const COMMON_HTTPS = { ...COMMON, ...HSTS };

export const securityHeaders: FastifyPluginAsync = async (app) => {
  // Registered before the config is decorated: read it once, on the first request.
  let alwaysHttps: boolean | undefined;
  let sources: PageSources | undefined;
  app.addHook("onRequest", (request, reply, done) => {
    const url = request.url;
    alwaysHttps ??= request.server.config.publicUrl.startsWith("https://");
    sources ??= mergeSources(
      postcodeSources(request.server.config.postcode),
      kakaoMapSources(request.server.config.kakaoMap),
    );
    const https = alwaysHttps || request.protocol === "https";
    if (url.startsWith("/api/")) reply.headers(https ? API_HEADERS_HTTPS : API_HEADERS);
    else if (url.startsWith("/assets/")) reply.headers(https ? ASSET_HEADERS_HTTPS : ASSET_HEADERS);
    else {
      const nonce = randomBytes(16).toString("base64");
      reply.raw.cspNonce = nonce;
      reply.headers(https ? COMMON_HTTPS : COMMON);
      reply.header("content-security-policy", pageCsp(nonce, sources));
    }
    done();
  });
};
Object.assign(securityHeaders, { [Symbol.for("skip-override")]: true });
