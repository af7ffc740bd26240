import type { FastifyInstance } from "fastify";

export const DEMO = { email: "demo@mulmung.kr", password: "mulmung123!" };

/** Logs in through the API and returns the Authorization header for later calls. */
export async function loginAs(app: FastifyInstance, email = DEMO.email, password = DEMO.password) {
  const res = await app.inject({ method: "POST", url: "/api/v1/authentication", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { accessToken: string; member: { id: number } };
  return { authorization: `Bearer ${body.accessToken}`, memberId: body.member.id };
}
