import { describe, expect, it } from "vitest";
import { emitOpenViewer, OPEN_VIEWER_EVENT, type OpenViewerDetail, openViewerDetail } from "./open-viewer-event.ts";

describe("the open-viewer event (SPEC §2 modals)", () => {
  it("names the images, the one opened, its address and what they show", () => {
    expect(openViewerDetail(["/a.png", "/b.png"], 1, "구피 어항")).toEqual({
      images: ["/a.png", "/b.png"],
      index: 1,
      src: "/b.png",
      alt: "구피 어항",
    });
  });

  it("opens within the images there are, and at none (the placeholder) when there are no images", () => {
    expect(openViewerDetail(["/a.png"], 5, "x")).toMatchObject({ index: 0, src: "/a.png" });
    expect(openViewerDetail([], 0, "x")).toEqual({ images: [], index: 0, src: null, alt: "x" });
  });

  it("is a CustomEvent named open-viewer that listeners on the target receive", () => {
    const target = new EventTarget();
    const seen: OpenViewerDetail[] = [];
    target.addEventListener(OPEN_VIEWER_EVENT, (event) => seen.push((event as CustomEvent<OpenViewerDetail>).detail));
    emitOpenViewer(target, openViewerDetail(["/a.png"], 0, "사진"));
    expect(OPEN_VIEWER_EVENT).toBe("open-viewer");
    expect(seen).toEqual([{ images: ["/a.png"], index: 0, src: "/a.png", alt: "사진" }]);
  });
});
