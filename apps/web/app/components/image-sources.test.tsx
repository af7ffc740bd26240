import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FallbackImage } from "./fallback-image.tsx";
import { COLUMN_SIZES, responsiveSources, withResponsiveImages } from "./image-sources.ts";

const UPLOAD = "/uploads/2026/11/AbCdEfGhIjKlMnOpQrStU-";

describe("uploaded images' variants (decision 052)", () => {
  it("give srcset and sizes: the box given, else a fixed width, else the content column", () => {
    expect(responsiveSources(`${UPLOAD}-w1600.webp`, { sizes: "50vw" })).toEqual({
      srcSet: `${UPLOAD}-w1600-320.webp 320w, ${UPLOAD}-w1600-640.webp 640w, ${UPLOAD}-w1600-1080.webp 1080w, ${UPLOAD}-w1600.webp 1600w`,
      avifSrcSet: `${UPLOAD}-w1600-320.avif 320w, ${UPLOAD}-w1600-640.avif 640w, ${UPLOAD}-w1600-1080.avif 1080w`,
      sizes: "50vw",
    });
    expect(responsiveSources(`${UPLOAD}-w1600.webp`, { width: 72 })?.sizes).toBe("72px");
    expect(responsiveSources(`${UPLOAD}-w1600.webp`)?.sizes).toBe(COLUMN_SIZES);
    expect(responsiveSources("/images/demo/guppy.svg")).toBeNull();
  });

  it("are drawn as a picture, AVIF first; images without variants stay one img", () => {
    const html = renderToStaticMarkup(<FallbackImage src={`${UPLOAD}-w800.webp`} alt="구피" width={72} height={72} />);
    expect(html).toContain(
      `<source type="image/avif" srcSet="${UPLOAD}-w800-320.avif 320w, ${UPLOAD}-w800-640.avif 640w, ${UPLOAD}-w800-800.avif 800w" sizes="72px"/>`,
    );
    expect(html).toContain(
      `srcSet="${UPLOAD}-w800-320.webp 320w, ${UPLOAD}-w800-640.webp 640w, ${UPLOAD}-w800.webp 800w"`,
    );
    expect(html).toContain(`src="${UPLOAD}-w800.webp"`);
    expect(html.startsWith('<picture style="display:contents">')).toBe(true);

    const plain = renderToStaticMarkup(<FallbackImage src="/uploads/2026/11/AbCdEfGhIjKlMnOpQrStUw.webp" alt="" />);
    expect(plain.startsWith("<img")).toBe(true);
    expect(plain).not.toContain("srcSet");
  });

  it("reach the photos inside rich text", () => {
    const html = `<p>어항</p><img src="https://cdn.example.com${UPLOAD}-w1200.webp" alt="수초" /><img src="/uploads/2026/11/old.webp" alt="">`;
    const out = withResponsiveImages(html);
    expect(out).toContain(
      `<picture style="display: contents"><source type="image/avif" srcset="https://cdn.example.com${UPLOAD}-w1200-320.avif 320w,`,
    );
    expect(out).toContain(`srcset="https://cdn.example.com${UPLOAD}-w1200-320.webp 320w,`);
    expect(out).toContain(`sizes="${COLUMN_SIZES}" alt="수초" /></picture>`);
    expect(out).toContain('<img src="/uploads/2026/11/old.webp" alt="">');
  });
});
