import { LAZY_IMAGE } from "@mulmung/domain/constants";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FallbackImage, preloadRootMargin } from "./fallback-image.tsx";

describe("lazy images (SPEC §9: 3 attempts, preload 1.3)", () => {
  it("start loading 1.3 viewports ahead: the viewport grown 30% below and to the right", () => {
    expect(LAZY_IMAGE).toEqual({ attempts: 3, preload: 1.3 });
    expect(preloadRootMargin()).toBe("0px 30% 30% 0px");
    expect(preloadRootMargin(2)).toBe("0px 100% 100% 0px");
  });

  it("keep their address in the server's HTML, lazily loaded by the browser", () => {
    const html = renderToStaticMarkup(<FallbackImage src="/images/demo/guppy.svg" alt="구피" />);
    expect(html).toContain('src="/images/demo/guppy.svg"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain("data-preload");
  });

  it("show the placeholder for an address that is no image source", () => {
    const html = renderToStaticMarkup(<FallbackImage src="javascript:alert(1)" alt="" />);
    expect(html).toContain('src="/images/placeholder.svg"');
    expect(html).toContain('data-fallback="true"');
  });
});
