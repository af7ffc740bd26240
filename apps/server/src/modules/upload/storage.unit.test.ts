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
    const old = "temporary/qr/2026/11/old.webp";
    const fresh = "temporary/qr/2026/11/new.webp";
    const kept = "2026/11/kept.webp";
    for (const key of [old, fresh, kept]) await storage.put(key, Buffer.from(key), "image/webp");
    const fileOf = (key: string) => path.join(root, key);
    const twoDaysAgo = new Date(Date.now() - 2 * TEMPORARY_MAX_AGE_MS);
    await utimes(fileOf(old), twoDaysAgo, twoDaysAgo);
    await utimes(fileOf(kept), twoDaysAgo, twoDaysAgo);

    expect(await storage.sweepTemporary()).toBe(1);
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
