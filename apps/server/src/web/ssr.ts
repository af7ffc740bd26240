/**
 * Serves the React Router app from the same process and port as the API: hashed assets from
 * build/client with a year's cache, everything else rendered on the server by the route modules.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { WebLoadContext } from "@mulmung/contract/load-context";
import { ERROR_CATALOGUE, ErrorCode } from "@mulmung/domain/errors";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, data, type ServerBuild } from "react-router";
import { accessTokenForPage } from "../http/refresh-cookie.ts";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../http/service-unavailable.ts";

export interface WebBuild {
  serverBuild: ServerBuild;
  clientDir: string;
}

export const WEB_BUILD_DIR = fileURLToPath(new URL("../../../web/build", import.meta.url));

export async function loadWebBuild(dir = WEB_BUILD_DIR): Promise<WebBuild | undefined> {
  const serverEntry = path.join(dir, "server", "index.js");
  if (!existsSync(serverEntry)) return undefined;
  const serverBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { serverBuild, clientDir: path.join(dir, "client") };
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

/**
 * Thrown into React Router when a loader's or action's API call met a database that is down: the root
 * error boundary shows the "잠시 후 다시 시도" page with 503 and Retry-After instead of a 500 page or a
 * page with silently empty lists.
 */
function serviceUnavailable() {
  const body = { code: ErrorCode.SERVICE_UNAVAILABLE, message: ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message };
  // data(), not a Response: React Router hands a thrown Response back as the whole answer (JSON), while a
  // thrown data() renders the error boundary with its status and headers.
  return data(body, { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
}

export const webApp: FastifyPluginAsync<{ build: WebBuild }> = async (app, { build }) => {
  await app.register(fastifyStatic, {
    root: build.clientDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      // Vite puts content-hashed files under /assets: they never change, so cache them for a year.
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", isHashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  const handle = createRequestHandler(
    build.serverBuild,
    app.config.nodeEnv === "production" ? "production" : "development",
  );

  // Form posts to route actions reach React Router as the raw stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const nonce = reply.raw.cspNonce ?? "";
      // Pages know the member from the browser's refresh-token cookie (checked once, lazily, never rotated).
      let pageAuthorization: Promise<string | undefined> | undefined;
      const authorization = async () => {
        if (request.headers.authorization) return request.headers.authorization;
        pageAuthorization ??= accessTokenForPage(app, request);
        return pageAuthorization;
      };
      const context: WebLoadContext = {
        cspNonce: nonce,
        postcodeScriptUrl: app.config.postcode.scriptUrl,
        ...(app.config.kakaoMap.scriptUrl ? { kakaoMapScriptUrl: app.config.kakaoMap.scriptUrl } : {}),
        api: async (url, init = {}) => {
          const auth = await authorization().catch((error: unknown) => {
            throw isDatabaseUnavailable(error) ? serviceUnavailable() : error;
          });
          const response = await app.inject({
            method: (init.method ?? "GET") as "GET",
            url,
            // The caller's address, so rate limits count the person and not this server.
            remoteAddress: request.ip,
            headers: {
              cookie: request.headers.cookie ?? "",
              ...(auth ? { authorization: auth } : {}),
              ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
            },
            ...(init.body !== undefined ? { payload: JSON.stringify(init.body) } : {}),
          });
          const body = response.body ? JSON.parse(response.body) : null;
          if (response.statusCode === 503 && body?.code === ErrorCode.SERVICE_UNAVAILABLE) throw serviceUnavailable();
          return { status: response.statusCode, body };
        },
      };
      const response = await handle(toWebRequest(request, reply), context as never);
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === "set-cookie") continue;
        reply.header(key, value);
      }
      // A page rendered for a logged-in member is private to that browser.
      // (A failed check already reached the loader that asked for it; here it only means "not private".)
      if (pageAuthorization && (await pageAuthorization.catch(() => undefined))) {
        reply.header("cache-control", "private, no-store");
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
    },
  });
};
