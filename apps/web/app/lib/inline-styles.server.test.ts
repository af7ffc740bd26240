import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { inlineLinkedStyles, inlineStylesheets } from "./inline-styles.server";

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

  it("passes a streamed page through whole, Korean split across chunks included", async () => {
    let out = "";
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        out += chunk.toString();
        callback();
      },
    });
    const stream = inlineStylesheets(sink);
    const page = Buffer.from("<html><head><title>물멍 쇼핑</title></head><body>베타</body></html>");
    const cut = page.indexOf(Buffer.from("쇼")) + 1; // inside a three-byte character
    stream.write(page.subarray(0, cut));
    stream.end(page.subarray(cut));
    await new Promise((resolve) => sink.on("finish", resolve));
    expect(out).toBe(page.toString());
  });
});
