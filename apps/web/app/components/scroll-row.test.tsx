import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { rowEnds, rowStep, ScrollRow } from "./scroll-row.tsx";

describe("a sideways row's arrows", () => {
  it("offers 다음 at the start, both in the middle, 이전 at the end, none when the row fits", () => {
    expect(rowEnds({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 500 })).toEqual({ back: false, on: true });
    expect(rowEnds({ scrollLeft: 200, scrollWidth: 1000, clientWidth: 500 })).toEqual({ back: true, on: true });
    expect(rowEnds({ scrollLeft: 499.5, scrollWidth: 1000, clientWidth: 500 })).toEqual({ back: true, on: false });
    expect(rowEnds({ scrollLeft: 0, scrollWidth: 500, clientWidth: 500 })).toEqual({ back: false, on: false });
  });

  it("moves most of a row's width a press", () => {
    expect(rowStep({ scrollLeft: 0, scrollWidth: 1000, clientWidth: 500 })).toBe(400);
  });

  it("draws 이전 and 다음 around the row, both hidden until the browser measures it", () => {
    const html = renderToStaticMarkup(
      <ScrollRow>
        <ul>
          <li>구피</li>
        </ul>
      </ScrollRow>,
    );
    expect(html).toMatch(/<button type="button"[^>]*aria-label="이전"[^>]*hidden=""/);
    expect(html).toMatch(/<ul><li>구피<\/li><\/ul><button type="button"[^>]*aria-label="다음"[^>]*hidden=""/);
  });
});
