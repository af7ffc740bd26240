/**
 * The FCM stand-in speaks FCM's protocol strictly enough that the sender is tested against it: the OAuth token
 * exchange wants a JWT-bearer grant signed by the service account's key for its audience and the messaging scope;
 * messages:send wants that access token, this project, and a well-formed message, and answers as FCM does.
 */
import { generateKeyPairSync } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { importPKCS8, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFcmSender, FCM_SCOPE, JWT_BEARER_GRANT } from "./fcm.ts";
import { createFcmStandIn, FCM_STAND_IN_PROJECT } from "./fcm-stand-in.ts";

describe("the local FCM stand-in's protocol", () => {
  const standIn = createFcmStandIn();
  let server: FastifyInstance;
  let origin = "";
  const token = `device1:APA91b${"y".repeat(100)}`;

  beforeAll(async () => {
    server = Fastify({ logger: false });
    await server.register(standIn.api(() => origin));
    await server.register(standIn.controls, { prefix: "/controls" });
    origin = await server.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => server.close());

  const assertion = async (privateKey: string, claims: { scope?: string; aud?: string } = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ scope: claims.scope ?? FCM_SCOPE })
      .setProtectedHeader({ alg: "RS256", typ: "JWT" })
      .setIssuer(standIn.clientEmail)
      .setAudience(claims.aud ?? `${origin}/token`)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await importPKCS8(privateKey, "RS256"));
  };
  const exchange = (jwt: string, grant = JWT_BEARER_GRANT) =>
    fetch(`${origin}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: grant, assertion: jwt }),
    });
  const send = (accessToken: string, body: unknown, project = FCM_STAND_IN_PROJECT) =>
    fetch(`${origin}/v1/projects/${project}/messages:send`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("exchanges only a JWT signed by the service account's key, for its token endpoint and the messaging scope", async () => {
    const other = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    expect((await exchange(await assertion(other.privateKey))).status).toBe(400);
    expect(
      (await exchange(await assertion(standIn.privateKey, { aud: "https://oauth2.googleapis.com/token" }))).status,
    ).toBe(400);
    const scope = await exchange(
      await assertion(standIn.privateKey, { scope: "https://www.googleapis.com/auth/drive" }),
    );
    expect(await scope.json()).toMatchObject({ error: "invalid_scope" });
    expect((await exchange(await assertion(standIn.privateKey), "client_credentials")).status).toBe(400);
    const ok = await exchange(await assertion(standIn.privateKey));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token_type: "Bearer", expires_in: 3599 });
  });

  it("answers messages:send as FCM: 401 without the access token, 403 for another project, 400 for a bad message", async () => {
    const { access_token: access } = (await (await exchange(await assertion(standIn.privateKey))).json()) as {
      access_token: string;
    };
    const message = { message: { token, notification: { title: "t", body: "b" }, data: { pageLink: "/" } } };
    expect((await send("ya29.forged", message)).status).toBe(401);
    expect((await send(access, message, "someone-else")).status).toBe(403);
    const numeric = await send(access, { message: { token, data: { notificationId: 3 } } });
    expect(numeric.status).toBe(400);
    expect(await numeric.json()).toMatchObject({
      error: { status: "INVALID_ARGUMENT", details: [{ errorCode: "INVALID_ARGUMENT" }] },
    });
    const ok = await send(access, message);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { name: string }).name).toMatch(
      new RegExp(`^projects/${FCM_STAND_IN_PROJECT}/messages/`),
    );
  });

  it("the sender gets its token, sends, and calls an unregistered or invalid token gone", async () => {
    const sender = createFcmSender({
      standIn: true,
      projectId: standIn.projectId,
      clientEmail: standIn.clientEmail,
      privateKey: standIn.privateKey,
      tokenUri: `${origin}/token`,
      apiBaseUrl: origin,
    });
    const message = { title: "제목", body: "본문", data: { pageLink: "/notification" } };
    expect(await sender.send(token, message)).toBe("SENT");
    expect(await sender.send("not a token!", message)).toBe("GONE");
    await server.inject({ method: "POST", url: "/controls/unregistered", payload: { token } });
    expect(await sender.send(token, message)).toBe("GONE");
    const recorded = (await server.inject({ method: "GET", url: `/controls/messages?token=${token}` })).json() as {
      messages: unknown[];
    };
    expect(recorded.messages.length).toBeGreaterThanOrEqual(1);
  });
});
