/**
 * The import rules Biome cannot express, run by `npm run lint` after Biome (docs/ARCHITECTURE.md "The rules"):
 *
 * 1. Server modules (`apps/server/src/modules/<module>/`): another module is reached through its public files only,
 *    `service.ts` (the module's service and its types) and `targets.ts` (what comments, likes and bookmarks hang
 *    on), or through `modules/shared/`. Its repository, routes, jobs and every other file are internal. Its
 *    `schema.ts` is read by SQL only: a module's schema may reference it (a foreign key), a module's repository may
 *    join it to read (decision 038), and no module writes it (`insert`, `update`, `delete` on another module's
 *    table fail; the owner's service does the write, in the caller's transaction). Nothing in a module imports the
 *    `db/schema.ts` index. Test files, test support and seed data are exempt (they build fixtures below the
 *    services).
 * 2. Web features (`apps/web/app/features/<feature>/`, at any depth) never import another feature; `app/components`
 *    and `app/lib` never import a feature or a route.
 * 3. No import circle anywhere in `apps/`, `packages/`, `tools/` and `e2e/`, type-only imports included.
 *
 * It reads every TypeScript file's imports with the compiler's own pre-processor (static, dynamic and type imports,
 * `export … from`), resolves relative and workspace (`@mulmung/*`) specifiers to files, and checks the graph.
 * Usage: `node tools/lint/imports.ts [root]`; exits 1 and names each broken rule.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SCANNED = ["apps", "packages", "tools", "e2e"];
const SKIPPED_DIRS = new Set([
  "node_modules",
  "build",
  ".react-router",
  "data",
  "drizzle",
  "test-results",
  "android",
  "ios",
]);
const SOURCE = /\.(ts|tsx|mts)$/;

/** Workspace package name → its source folder for `@mulmung/<name>/<sub>` (exports `./*` → `./src/*.ts`). */
const WORKSPACES: Record<string, { dir: string; main?: string }> = {
  "@mulmung/domain": { dir: "packages/domain/src" },
  "@mulmung/contract": { dir: "packages/contract/src" },
  "@mulmung/server": { dir: "apps/server/src" },
  "@mulmung/oauth-stand-in": { dir: "tools/oauth-provider", main: "index.ts" },
  "@mulmung/portone-stand-in": { dir: "tools/portone-stand-in/src", main: "index.ts" },
};

export interface Violation {
  file: string;
  line: number;
  rule: string;
  message: string;
}

export function listSources(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith(".") || SKIPPED_DIRS.has(name)) continue;
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(path.relative(root, full));
    }
  };
  for (const top of SCANNED) if (existsSync(path.join(root, top))) walk(path.join(root, top));
  return out.sort();
}

function resolveFile(root: string, candidate: string): string | undefined {
  const tries = [candidate, `${candidate}.ts`, `${candidate}.tsx`, path.join(candidate, "index.ts")];
  for (const t of tries) {
    const full = path.join(root, t);
    if (existsSync(full) && statSync(full).isFile()) return path.normalize(t);
  }
  return undefined;
}

/** The repository-relative file an import specifier names, or undefined for npm packages and generated types. */
export function resolveImport(root: string, from: string, specifier: string): string | undefined {
  if (specifier.startsWith(".")) return resolveFile(root, path.join(path.dirname(from), specifier));
  const match = /^(@mulmung\/[^/]+)(?:\/(.+))?$/.exec(specifier);
  if (!match) return undefined;
  const workspace = WORKSPACES[match[1] ?? ""];
  if (!workspace) return undefined;
  const sub = match[2] ?? workspace.main;
  return sub ? resolveFile(root, path.join(workspace.dir, sub)) : undefined;
}

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export interface Edge {
  from: string;
  to: string;
  line: number;
}

export function readEdges(root: string, files: string[]): Edge[] {
  const edges: Edge[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const info = ts.preProcessFile(text, true, true);
    for (const ref of info.importedFiles) {
      const to = resolveImport(root, file, ref.fileName);
      if (!to || !SOURCE.test(to)) continue;
      edges.push({ from: file, to, line: lineAt(text, ref.pos) });
    }
  }
  return edges;
}

const SERVER_MODULES = "apps/server/src/modules/";
const SERVER_PUBLIC = new Set(["service.ts", "targets.ts"]);
const WEB_APP = "apps/web/app/";

function isExemptFromBoundaries(file: string): boolean {
  const base = path.basename(file);
  return (
    /\.test\.tsx?$/.test(base) || base === "test-support.ts" || /(^|-)seed\.ts$/.test(base) || base === "demo-data.ts"
  );
}

/** `apps/server/src/modules/claim/service.ts` → `claim`; files directly in `modules/` (the roots) → undefined. */
function serverModuleOf(file: string): string | undefined {
  if (!file.startsWith(SERVER_MODULES)) return undefined;
  const parts = file.slice(SERVER_MODULES.length).split("/");
  return parts.length > 1 ? parts[0] : undefined;
}

function webAreaOf(file: string): { area: string; feature?: string } | undefined {
  if (!file.startsWith(WEB_APP)) return undefined;
  const parts = file.slice(WEB_APP.length).split("/");
  if (parts[0] === "features") return { area: "features", feature: parts[1] };
  return { area: parts.length > 1 ? (parts[0] ?? "") : "" };
}

export function checkBoundaries(edges: Edge[]): Violation[] {
  const out: Violation[] = [];
  for (const { from, to, line } of edges) {
    const fromModule = serverModuleOf(from);
    if (fromModule && !isExemptFromBoundaries(from)) {
      const toModule = serverModuleOf(to);
      if (to === SCHEMA_INDEX) {
        out.push({
          file: from,
          line,
          rule: "server/schema-index",
          message: `a module imports its own ./schema.ts, never the db/schema.ts index (that is drizzle-kit's)`,
        });
      } else if (toModule && toModule !== fromModule && toModule !== "shared") {
        const target = to.slice(SERVER_MODULES.length + toModule.length + 1);
        const sqlReadsSchema = target === "schema.ts" && /(^|-)(schema|repository)\.ts$/.test(path.basename(from));
        if (!SERVER_PUBLIC.has(target) && !sqlReadsSchema) {
          out.push({
            file: from,
            line,
            rule: "server/module-boundary",
            message:
              target === "schema.ts"
                ? `${fromModule} imports ${toModule}/schema.ts outside a repository: only SQL (repository.ts) reads another module's tables`
                : `${fromModule} imports ${toModule}/${target}: another module is reached through its service.ts (or targets.ts), which it passes in`,
          });
        }
      }
    }
    const fromWeb = webAreaOf(from);
    const toWeb = webAreaOf(to);
    if (fromWeb && toWeb && !isExemptFromBoundaries(from)) {
      if (fromWeb.feature && toWeb.feature && fromWeb.feature !== toWeb.feature) {
        out.push({
          file: from,
          line,
          rule: "web/feature-boundary",
          message: `feature ${fromWeb.feature} imports feature ${toWeb.feature}: move what both need to app/components or app/lib, or compose them in a route`,
        });
      }
      if (
        (fromWeb.area === "components" || fromWeb.area === "lib") &&
        (toWeb.area === "features" || toWeb.area === "routes")
      ) {
        out.push({
          file: from,
          line,
          rule: "web/shared-layer",
          message: `app/${fromWeb.area} imports app/${toWeb.area}: shared components and lib are used by features and routes, never the other way round`,
        });
      }
    }
  }
  return out;
}

const SCHEMA_INDEX = "apps/server/src/db/schema.ts";
let owners: Map<string, string> | undefined;
function tableOwners(root: string): Map<string, string> {
  if (owners) return owners;
  owners = new Map();
  const dir = path.join(root, SERVER_MODULES);
  for (const module of existsSync(dir) ? readdirSync(dir) : []) {
    const schema = path.join(dir, module, "schema.ts");
    if (!existsSync(schema)) continue;
    for (const m of readFileSync(schema, "utf8").matchAll(/export const (\w+)/g)) owners.set(m[1] as string, module);
  }
  return owners;
}

const WRITES = new Set(["insert", "update", "delete"]);
const RAW_WRITE = /(insert\s+into|update|delete\s+from)\s*$/i;

/**
 * Writes to another module's tables: `db.insert(t)`, `db.update(t)`, `db.delete(t)` or raw `sql` that starts an
 * insert, update or delete on `${t}`, where `t` is imported from another module's schema.
 */
export function checkForeignWrites(root: string, files: string[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    const fromModule = serverModuleOf(file);
    if (!fromModule || isExemptFromBoundaries(file)) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const foreign = new Map<string, string>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const to = resolveImport(root, file, statement.moduleSpecifier.text);
      const names = statement.importClause?.namedBindings;
      if (!to || !names || !ts.isNamedImports(names)) continue;
      for (const n of names.elements) {
        // Through the index (itself a violation), a table belongs to the module whose schema exports it.
        const owner =
          to === SCHEMA_INDEX ? tableOwners(root).get(n.name.text) : to.endsWith("/schema.ts") && serverModuleOf(to);
        if (owner && owner !== fromModule) foreign.set(n.name.text, owner);
      }
    }
    if (foreign.size === 0) continue;
    const report = (node: ts.Node, table: string, how: string) =>
      out.push({
        file,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        rule: "server/foreign-write",
        message: `${fromModule} ${how} ${foreign.get(table)}'s table ${table}: the owner's service writes it (pass the transaction)`,
      });
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const first = node.arguments[0];
        if (WRITES.has(method) && first && ts.isIdentifier(first) && foreign.has(first.text))
          report(node, first.text, `${method}s`);
      }
      if (ts.isTemplateExpression(node)) {
        let before = node.head.text;
        for (const span of node.templateSpans) {
          if (ts.isIdentifier(span.expression) && foreign.has(span.expression.text) && RAW_WRITE.test(before)) {
            report(span, span.expression.text, "writes (raw SQL)");
          }
          before = span.literal.text;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/** Every import circle (strongly connected component of two or more files, or a file importing itself). */
export function findCycles(edges: Edge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!graph.has(from)) graph.set(from, new Set());
    if (!graph.has(to)) graph.set(to, new Set());
    graph.get(from)?.add(to);
  }
  // Tarjan's algorithm, iterative (the graph is deep enough to matter for recursion).
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  for (const start of graph.keys()) {
    if (indices.has(start)) continue;
    const work: Array<{ node: string; next: Iterator<string> }> = [];
    const visit = (node: string) => {
      indices.set(node, index);
      low.set(node, index);
      index++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (graph.get(node) ?? new Set<string>()).values() });
    };
    visit(start);
    while (work.length > 0) {
      const top = work[work.length - 1] as { node: string; next: Iterator<string> };
      const step = top.next.next();
      if (!step.done) {
        const child = step.value;
        if (!indices.has(child)) visit(child);
        else if (onStack.has(child)) low.set(top.node, Math.min(low.get(top.node) ?? 0, indices.get(child) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(top.node) ?? 0));
      if (low.get(top.node) === indices.get(top.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        const selfLoop = component.length === 1 && graph.get(top.node)?.has(top.node);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  return components;
}

/** One concrete loop through a component, for the message: a shortest path back to its first file. */
export function loopThrough(component: string[], edges: Edge[]): string[] {
  const inside = new Set(component);
  const next = new Map<string, string[]>();
  for (const { from, to } of edges)
    if (inside.has(from) && inside.has(to)) next.set(from, [...(next.get(from) ?? []), to]);
  const start = component[0] as string;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const child of next.get(node) ?? []) {
      if (child === start) {
        const loop = [node];
        let at = node;
        while (at !== start) {
          at = previous.get(at) as string;
          loop.unshift(at);
        }
        return [...loop, start];
      }
      if (!previous.has(child)) {
        previous.set(child, node);
        queue.push(child);
      }
    }
  }
  return component;
}

function main() {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../.."));
  const files = listSources(root);
  const edges = readEdges(root, files);
  const violations = [...checkBoundaries(edges), ...checkForeignWrites(root, files)];
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  const cycles = findCycles(edges);
  for (const cycle of cycles) {
    console.error(`import circle of ${cycle.length} files: ${loopThrough(cycle, edges).join(" → ")}`);
  }
  const problems = violations.length + cycles.length;
  console.log(
    `imports: ${files.length} files, ${edges.length} imports; ${violations.length} boundary violations, ${cycles.length} import circles`,
  );
  if (problems > 0) process.exit(1);
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith("tools/lint/imports.ts")) main();
