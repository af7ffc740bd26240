import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBoundaries, findCycles, listSources, readEdges } from "./imports.ts";

let root: string;
function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(os.tmpdir(), "imports-lint-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

function check(files: Record<string, string>) {
  const dir = tree(files);
  const edges = readEdges(dir, listSources(dir));
  return { violations: checkBoundaries(edges), cycles: findCycles(edges) };
}

const M = "apps/server/src/modules";

describe("the import rules", () => {
  it("refuse a server module importing another module's repository, schema index or internals", () => {
    const { violations } = check({
      [`${M}/order/repository.ts`]: "export const x = 1;",
      [`${M}/order/service.ts`]: "export const orders = 1;",
      [`${M}/order/stock.ts`]: "export const stock = 1;",
      [`${M}/claim/service.ts`]: [
        'import { x } from "../order/repository.ts";',
        'import type { orders } from "../order/service.ts";',
        'import { stock } from "../order/stock.ts";',
        'import { member } from "../../db/schema.ts";',
      ].join("\n"),
      "apps/server/src/db/schema.ts": "export const member = 1;",
    });
    expect(violations.map((v) => `${v.file}:${v.line} ${v.rule}`)).toEqual([
      `${M}/claim/service.ts:1 server/module-boundary`,
      `${M}/claim/service.ts:3 server/module-boundary`,
      `${M}/claim/service.ts:4 server/schema-index`,
    ]);
    expect(violations[0]?.message).toContain("claim imports order/repository.ts");
  });

  it("let a module use its own files, another's service, shared/, and a schema reference another schema", () => {
    const { violations } = check({
      [`${M}/member/schema.ts`]: "export const member = 1;",
      [`${M}/shared/paging.ts`]: "export const page = 1;",
      [`${M}/order/schema.ts`]: 'import { member } from "../member/schema.ts";',
      [`${M}/order/repository.ts`]: 'import { o } from "./schema.ts";',
      [`${M}/order/service.ts`]:
        'import "./repository.ts";\nimport "../shared/paging.ts";\nimport "../member/service.ts";',
      [`${M}/member/service.ts`]: "export const members = 1;",
      [`${M}/order/routes.test.ts`]: 'import "../member/schema.ts";',
    });
    expect(violations).toEqual([]);
  });

  it("refuse a web feature importing another feature at any depth, and components importing features", () => {
    const { violations } = check({
      "apps/web/app/features/order/parts/line.tsx": 'import { Card } from "../../catalog/cards/card.tsx";',
      "apps/web/app/features/catalog/cards/card.tsx": "export const Card = 1;",
      "apps/web/app/features/catalog/list.tsx": 'import { Card } from "./cards/card.tsx";',
      "apps/web/app/components/box.tsx": 'import { Card } from "../features/catalog/list.tsx";',
    });
    expect(violations.map((v) => v.rule)).toEqual(["web/shared-layer", "web/feature-boundary"]);
  });

  it("find every import circle, type-only imports included", () => {
    const { cycles } = check({
      "packages/a/src/a.ts": 'import type { B } from "./b.ts";',
      "packages/a/src/b.ts": 'export { C } from "./c.ts";',
      "packages/a/src/c.ts": 'import { A } from "./a.ts";',
      "packages/a/src/d.ts": 'import { A } from "./a.ts";',
      "packages/a/src/e.ts": 'const f = () => import("./e.ts");',
    });
    expect(cycles).toEqual([
      ["packages/a/src/a.ts", "packages/a/src/b.ts", "packages/a/src/c.ts"],
      ["packages/a/src/e.ts"],
    ]);
  });

  it("run as `npm run lint` does: exit 1 naming the probe, exit 0 on a clean tree", () => {
    const dir = tree({
      [`${M}/order/repository.ts`]: "export const x = 1;",
      [`${M}/claim/service.ts`]: 'import { x } from "../order/repository.ts";',
    });
    const script = path.join(import.meta.dirname, "imports.ts");
    const broken = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain("claim imports order/repository.ts");
    rmSync(path.join(dir, M, "claim"), { recursive: true });
    const clean = spawnSync(process.execPath, [script, dir], { encoding: "utf8" });
    expect(clean.status).toBe(0);
    // Two node processes that load TypeScript: seconds on two cores busy with the other test phases.
  }, 30_000);
});
