/** Icon themes (SPEC §3: MANIA, PRODUCT_EXHIBITION): round shortcuts; a click counts a hit. */
import type { IconTheme } from "@mulmung/contract/content";
import lists from "../../components/list.module.css";
import scrollRow from "../../components/scroll-row.module.css";
import { ScrollRow } from "../../components/scroll-row.tsx";
import { countHit, SiteLinkTo } from "../../components/site-link.tsx";
import styles from "./home.module.css";

export function IconThemes({ label, items }: { label: string; items: readonly IconTheme[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.iconThemes}>
      <ScrollRow>
        <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.iconThemeList}`}>
          {items.map((item) => (
            <li key={item.id}>
              <SiteLinkTo
                link={item.link}
                className={styles.iconTheme}
                onOpen={() => countHit(`/api/v1/icon-theme/${item.id}/hit`)}
              >
                <img src={item.image.fileRepository.cdnLink} alt="" width={40} height={40} />
                <span>{item.title}</span>
              </SiteLinkTo>
            </li>
          ))}
        </ul>
      </ScrollRow>
    </nav>
  );
}
