import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { deferredBootScript, firstPaintStream, inlineLinkedStyles, takeModulePreloads } from "./first-paint.server";

const files: Record<string, string> = { "shell-abc.css": "body{margin:0}", "page-def.css": "a{color:red}" };
const read = (file: string) => files[file] ?? null;

describe("inlined stylesheets", () => {
  it("puts each of our stylesheets' text before its link and stops the link from blocking the paint", () => {
    const head =
      '<title>물멍</title><link nonce="n" rel="stylesheet" href="/assets/shell-abc.css#"/>' +
      '<link rel="stylesheet" href="/assets/page-def.css"/>';
    expect(inlineLinkedStyles(head, read)).toBe(
      '<title>물멍</title><style data-href="/assets/shell-abc.css">body{margin:0}</style>' +
        '<link nonce="n" rel="stylesheet" href="/assets/shell-abc.css#" media="print"/>' +
        '<style data-href="/assets/page-def.css">a{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/page-def.css" media="print"/>',
    );
  });

  it("leaves a link alone when its file cannot be read, it is not ours, or it already has a media query", () => {
    const head =
      '<link rel="stylesheet" href="/assets/missing.css"/><link rel="stylesheet" href="https://cdn.example/x.css"/>' +
      '<link rel="stylesheet" href="/assets/page-def.css" media="(min-width: 600px)"/>';
    expect(inlineLinkedStyles(head, read)).toBe(head);
  });

  it("inlines a stylesheet linked twice once", () => {
    const head =
      '<link rel="stylesheet" href="/assets/page-def.css"/><link rel="stylesheet" href="/assets/page-def.css"/>';
    expect(inlineLinkedStyles(head, read).match(/<style/g)).toHaveLength(1);
  });

  it("passes a streamed page without scripts through whole, Korean split across chunks included", async () => {
    const page = Buffer.from("<html><head><title>물멍 쇼핑</title></head><body>베타</body></html>");
    const cut = page.indexOf(Buffer.from("쇼")) + 1; // inside a three-byte character
    expect(await streamed([page.subarray(0, cut), page.subarray(cut)])).toBe(page.toString());
  });
});

/** Writes the chunks through firstPaintStream and returns what came out. */
async function streamed(chunks: Buffer[]): Promise<string> {
  let out = "";
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      out += chunk.toString();
      callback();
    },
  });
  const stream = firstPaintStream(sink);
  for (const chunk of chunks.slice(0, -1)) stream.write(chunk);
  stream.end(chunks.at(-1));
  await new Promise((resolve) => sink.on("finish", resolve));
  return out;
}

/** Runs a deferred boot script against a minimal document and returns what it appended and when. */
function runBoot(html: string, visibilityState: "visible" | "hidden") {
  const source = /<script nonce="n">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    currentScript: { nonce: "n" },
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => appended.push({ ...element }) },
  };
  new Function("document", "requestAnimationFrame", "setTimeout", source)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void) => timers.push(run),
  );
  return { appended, frames, timers };
}

describe("scripts after the first paint", () => {
  const boot = 'import * as route0 from "/assets/root-a.js";\nimport("/assets/entry.client-b.js");';

  it("takes the module preloads out of the head, each once, in order", () => {
    const head =
      '<title>물멍</title><link rel="modulepreload" href="/assets/entry.client-b.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/root-a.js" nonce="n"/><link rel="modulepreload" href="/assets/entry.client-b.js" nonce="n"/>' +
      '<link rel="icon" href="/favicon.ico"/>';
    expect(takeModulePreloads(head)).toEqual({
      head: '<title>물멍</title><link rel="icon" href="/favicon.ico"/>',
      hrefs: ["/assets/entry.client-b.js", "/assets/root-a.js"],
    });
  });

  it("boots the same module with its nonce and preloads after the next frame", () => {
    const { appended, frames, timers } = runBoot(
      deferredBootScript('<script nonce="n" type="module" async="">', boot, ["/assets/root-a.js"]),
      "visible",
    );
    expect(appended).toEqual([]);
    for (const run of frames) run();
    expect(appended).toEqual([]);
    for (const run of timers) run();
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/root-a.js" },
      { type: "module", nonce: "n", textContent: boot },
    ]);
  });

  it("boots at once in a hidden tab, which gets no frames", () => {
    const { appended } = runBoot(deferredBootScript('<script nonce="n" type="module" async="">', boot, []), "hidden");
    expect(appended).toEqual([{ type: "module", nonce: "n", textContent: boot }]);
  });

  it("cannot be ended early by a </script> inside the module source", () => {
    const html = deferredBootScript('<script nonce="n" type="module" async="">', 'const s = "</script><b>";', []);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(runBoot(html, "hidden").appended[0]?.textContent).toBe('const s = "</script><b>";');
  });

  it("rewrites a streamed page whose boot script is split across chunks and leaves the rest as it was", async () => {
    const page =
      '<html><head><link rel="modulepreload" href="/assets/root-a.js" nonce="n"/><title>베타</title></head><body><main>물멍</main>' +
      '<script nonce="n" type="module" async="">' +
      boot +
      '</script><script nonce="n">window.x=1</script></body></html>';
    const bytes = Buffer.from(page);
    const cut = bytes.indexOf(Buffer.from('type="mod'));
    const out = await streamed([bytes.subarray(0, cut), bytes.subarray(cut, cut + 30), bytes.subarray(cut + 30)]);
    const deferred = deferredBootScript('<script nonce="n" type="module" async="">', boot, ["/assets/root-a.js"]);
    expect(out).toBe(
      "<html><head><title>베타</title></head><body><main>물멍</main>" +
        deferred +
        '<script nonce="n">window.x=1</script></body></html>',
    );
  });
});
