import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalDiskStorage, sweepTemporaryUploads, TEMPORARY_MAX_AGE_MS } from "./storage.ts";

describe("temporary uploads", () => {
  let root = "";
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("go after a day, with the folders they leave empty; other uploads and newer ones stay", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "mulmung-uploads-"));
    const storage = createLocalDiskStorage(root);
    const old = await storage.put(Buffer.from("old"), { extension: "webp", directory: "temporary/qr" });
    const fresh = await storage.put(Buffer.from("new"), { extension: "webp", directory: "temporary/qr" });
    const kept = await storage.put(Buffer.from("kept"), { extension: "webp" });
    const fileOf = (link: string) => path.join(root, link.replace("/uploads/", ""));
    const twoDaysAgo = new Date(Date.now() - 2 * TEMPORARY_MAX_AGE_MS);
    await utimes(fileOf(old), twoDaysAgo, twoDaysAgo);
    await utimes(fileOf(kept), twoDaysAgo, twoDaysAgo);

    expect(await sweepTemporaryUploads(root)).toBe(1);
    const left = await readdir(path.dirname(fileOf(fresh)));
    expect(left).toEqual([path.basename(fileOf(fresh))]);
    await readdir(path.dirname(fileOf(kept))); // not temporary: untouched

    // A day later the fresh one goes too, and the emptied folders with it.
    expect(await sweepTemporaryUploads(root, { now: Date.now() + 2 * TEMPORARY_MAX_AGE_MS })).toBe(1);
    expect(await readdir(path.join(root, "temporary"))).toEqual([]);
    expect(await sweepTemporaryUploads(path.join(root, "nowhere"))).toBe(0);
  });

  it("does nothing where nothing temporary was ever uploaded", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "mulmung-uploads-"));
    await writeFile(path.join(root, "not-a-folder"), "x");
    expect(await sweepTemporaryUploads(root)).toBe(0);
  });
});
