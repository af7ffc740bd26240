/**
 * The OpenAPI document's per-operation defaults, on top of the zod schemas' transform: what a client generator needs
 * from every operation (issue 29: a native team or a partner generates its client from the served document).
 * - `operationId`, from the method and the path: `GET /api/v1/product/{id}/review` → `getProductByIdReview`.
 * - `security`: `[]` for a public call, so "no token" is said, not left out; a call that reads a member when there is
 *   one (`optional`) accepts either; a member's call names the bearer token (route.ts sets that one).
 */
import { jsonSchemaTransform } from "fastify-type-provider-zod";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const words = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));

/** `get` + the path's segments after /api/v1 (or /api), a parameter as `By{Name}`. */
export function operationIdOf(method: string, url: string): string {
  const segments = url.replace(/^\/api(\/v1)?\//, "").split("/");
  const parts = segments.flatMap((segment) =>
    segment.startsWith(":") || segment.startsWith("{")
      ? [`By${words(segment.replace(/[:{}]/g, "")).join("")}`]
      : words(segment),
  );
  return method.toLowerCase() + parts.join("");
}

export function openApiTransform(input: TransformInput) {
  const out = jsonSchemaTransform(input) as { schema: Record<string, unknown>; url: string };
  if (out.schema.hide) return out;
  const method = Array.isArray(input.route.method) ? input.route.method[0] : input.route.method;
  out.schema = {
    operationId: operationIdOf(String(method), input.url),
    ...out.schema,
    security: out.schema.security ?? [],
  };
  return out;
}
