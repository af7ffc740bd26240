/**
 * The product's images, swiped sideways (CSS scroll snap, no script needed), with an "n / total" counter; a tap
 * opens the full-screen viewer at that image.
 */
import { useRef, useState } from "react";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { COLUMN_SIZES } from "../../components/image-sources.ts";
import { useImageViewer } from "../../components/image-viewer/use-image-viewer.tsx";
import lists from "../../components/list.module.css";
import { SHELL_MESSAGE } from "../../components/messages.ts";
import photo from "../../components/photo.module.css";
import scrollRow from "../../components/scroll-row.module.css";
import { ScrollRow } from "../../components/scroll-row.tsx";
import styles from "./product-gallery.module.css";
import { PRODUCT_MESSAGE } from "./product-messages.ts";

export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const list = images.length > 0 ? images : [null];
  const [current, setCurrent] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const viewer = useImageViewer(name);
  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };
  return (
    <section className={styles.gallery} aria-label={PRODUCT_MESSAGE.gallery} aria-roledescription="carousel">
      <ScrollRow>
        <ul ref={track} className={`${lists.plain} ${scrollRow.scrollRow} ${styles.track}`} onScroll={onScroll}>
          {list.map((src, index) => (
            <li
              key={`${src}-${index.toString()}`}
              aria-roledescription="slide"
              aria-label={PRODUCT_MESSAGE.imageOf(index + 1, list.length)}
            >
              <button
                type="button"
                className={photo.open}
                onClick={() => viewer.open(images, index)}
                aria-label={SHELL_MESSAGE.openImage(name, index + 1, list.length)}
              >
                <FallbackImage
                  src={src}
                  alt={index === 0 ? name : `${name} ${index + 1}`}
                  width={500}
                  height={500}
                  sizes={COLUMN_SIZES}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : undefined}
                  className={styles.image}
                />
              </button>
            </li>
          ))}
        </ul>
      </ScrollRow>
      {list.length > 1 ? (
        <span className={styles.counter} aria-hidden="true">
          {current + 1} / {list.length}
        </span>
      ) : null}
      {viewer.element}
    </section>
  );
}
