/** The liveness check's shared database round trip: each caller answered by a run that began after it asked. */
import { describe, expect, it } from "vitest";
import { coalesced } from "./service.ts";

/** A piece of work the test finishes by hand, run by run. */
function manualWork() {
  const runs: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const work = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, work };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("coalesced", () => {
  it("answers callers who came during a run with the next run, one run for all of them", async () => {
    const { runs, work } = manualWork();
    const check = coalesced(work);
    const answered: string[] = [];
    const first = check().then(() => answered.push("first"));
    const during = [check(), check(), check()].map((p, i) => p.then(() => answered.push(`during ${i}`)));
    expect(runs).toHaveLength(1);

    runs[0]?.resolve();
    await settle();
    // The first run answers only the first caller; the next run has begun for the three who came during it.
    expect(answered).toEqual(["first"]);
    expect(runs).toHaveLength(2);

    runs[1]?.resolve();
    await Promise.all([first, ...during]);
    expect(answered).toEqual(["first", "during 0", "during 1", "during 2"]);
    expect(runs).toHaveLength(2);
  });

  it("a failed run fails its callers only; the next caller starts a new run", async () => {
    const { runs, work } = manualWork();
    const check = coalesced(work);
    const failing = check();
    const waiting = check();
    runs[0]?.reject(new Error("database gone"));
    await expect(failing).rejects.toThrow("database gone");
    await settle();
    runs[1]?.resolve();
    await expect(waiting).resolves.toBeUndefined();

    const later = check();
    expect(runs).toHaveLength(3);
    runs[2]?.resolve();
    await expect(later).resolves.toBeUndefined();
  });
});
