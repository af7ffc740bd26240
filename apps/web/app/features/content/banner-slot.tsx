/**
 * The banners of one slot (TOP, MIDDLE, BOTTOM) of one exposure route (SPEC §2), from the banner list the root
 * layout fetched on first load. Several banners scroll sideways; a click counts a hit and follows the link's kind.
 * Renders nothing when the slot is empty.
 */
import type { BANNER_EXPOSURE_ROUTES } from "@mulmung/domain/constants";
import type { BannerPosition } from "@mulmung/domain/enums";
import lists from "../../components/list.module.css";
import scrollRow from "../../components/scroll-row.module.css";
import { ScrollRow } from "../../components/scroll-row.tsx";
import { countHit, SiteLinkTo } from "../../components/site-link.tsx";
import { useFirstLoad } from "../../lib/first-load.ts";
import styles from "./banner-slot.module.css";
import { CONTENT_MESSAGE } from "./messages.ts";

export function BannerSlot({
  route,
  position,
}: {
  route: (typeof BANNER_EXPOSURE_ROUTES)[number];
  position: BannerPosition;
}) {
  const banners = useFirstLoad().banners.filter((b) => b.exposureRoute === route && b.exposurePosition === position);
  if (banners.length === 0) return null;
  return (
    <section className={styles.slot} aria-label={CONTENT_MESSAGE.banners} data-banner-slot={position}>
      <ScrollRow>
        <ul
          className={
            banners.length > 1
              ? `${lists.plain} ${scrollRow.carousel} ${styles.row} ${styles.several}`
              : `${lists.plain} ${scrollRow.carousel} ${styles.row}`
          }
        >
          {banners.map((banner, index) => (
            <li key={banner.id}>
              <SiteLinkTo
                link={banner.clickLink}
                className={`${styles.banner} ${styles[`tone${index % 3}`]}`}
                onOpen={() => countHit(`/api/v1/banner/${banner.id}/hit`)}
              >
                <span className={styles.title}>{banner.title}</span>
                <img
                  className={styles.image}
                  src={banner.bannerImage.fileRepository.cdnLink}
                  alt=""
                  width={64}
                  height={64}
                  loading={position === "TOP" ? "eager" : "lazy"}
                />
              </SiteLinkTo>
            </li>
          ))}
        </ul>
      </ScrollRow>
    </section>
  );
}
